// Indonesian UI strings of the study assistant (the StudyAssistant widget, /ai-dashboard):
// the dictionary's 'assistant' part, loaded with what uses it (id.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const idAssistant: Messages<'assistant'> = {
  // study assistant
  'assistant.title': 'Asisten Belajar',
  'assistant.noData':
    'Belum ada riwayat belajar. Jawab beberapa kata, dan angka-angka Anda akan muncul di sini.',
  'assistant.bestTime': 'Waktu belajar terbaik',
  'assistant.streak': 'Hari berturut-turut',
  'assistant.streakDays': '{n} hari',
  'assistant.focus': 'Kategori fokus',
  'assistant.dailyTarget': 'Target harian',
  'assistant.dailyTargetValue': '{done} dari {target} kata hari ini',
  'assistant.reviewsDue': 'Perlu dimurajaah',
  'assistant.accuracy': 'Ketepatan',
  'assistant.achievements': 'Pencapaian',
  'assistant.mastery': 'Penguasaan kategori',
  'assistant.activity': 'Aktivitas, 12 minggu terakhir',
  'assistant.activityDay': '{date}: {n} jawaban',
  'assistant.recommendations': 'Saran',
  'assistant.leeches': 'Kata yang terus terlupa',
  'assistant.leechTip':
    'Anda sudah beberapa kali lupa kata-kata ini setelah mempelajarinya. Coba cara baru: ucapkan masing-masing dengan lantang dalam ayatnya atau bayangkan artinya, lalu pelajari lewat Kartu.',
  'assistant.none': '—',
  'assistant.achievementsValue': '{unlocked} dari {total}',
  'assistant.less': 'Sedikit',
  'assistant.more': 'Banyak',
  'assistant.weekday.0': 'Min',
  'assistant.weekday.1': 'Sen',
  'assistant.weekday.2': 'Sel',
  'assistant.weekday.3': 'Rab',
  'assistant.weekday.4': 'Kam',
  'assistant.weekday.5': 'Jum',
  'assistant.weekday.6': 'Sab',
  'assistant.rec.review-due': 'Murajaah {n} kata yang sudah waktunya diulang.',
  'assistant.rec.focus-deck': 'Fokus pada {deck}: {mastered} dari {total} kata dikuasai.',
  'assistant.rec.keep-streak':
    'Belajarlah hari ini agar rangkaian {n} hari belajar Anda tidak terputus.',
  'assistant.rec.start-streak':
    'Belajarlah hari ini untuk memulai rangkaian hari belajar yang baru.',
  'assistant.rec.improve-accuracy': 'Ketepatan Anda {percent}%: coba mode Belajar sebelum Tes.',
  'assistant.rec.take-test': 'Anda sudah menguasai {deck}: saatnya ikut Tes.',
  'assistant.mastered': 'Kata dikuasai',
  'assistant.dailyTargetReached': 'Target tercapai: {n} kata baru hari ini',
}
