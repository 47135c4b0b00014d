// Indonesian texts of the home page: the dictionary's 'home' part, loaded with the home page
// only (en.home.ts is the reference). Guide: docs/translating.md.
import type { Messages } from './en'

export const idHome: Messages<'home'> = {
  'home.start': 'Mulai dengan pelajaran 1',
  'home.startHint':
    'Setiap kata ditampilkan dengan artinya dan ayat tempat kata itu muncul. Dengarkan, lalu tekan Berikutnya.',
  'home.continue': 'Lanjutkan: {deck} · {mode}',
  'home.continueHint': 'Tempat Anda berhenti terakhir kali.',
  'home.ways': 'Atau belajar dengan cara lain',
  'home.way.words': 'Kenali kata satu per satu, dengan bunyinya dan sebuah ayat.',
  'home.way.flashcards': 'Balik setiap kartu dan nilai seberapa baik Anda tahu katanya.',
  'home.way.learn': 'Pilih arti setiap kata sampai Anda tahu semuanya.',
  'home.way.test': 'Uji diri: satu kesempatan per kata, lalu skor Anda.',
  'home.way.match': 'Pasangkan kata dengan artinya sebelum waktu habis.',
  'home.way.review': 'Ulangi kata yang sudah jatuh tempo agar tetap diingat.',
  'home.title': 'Belajar kosakata Al-Qur’an bersama Kalima',
  'home.lead':
    '{words} kata mencakup {percent}% dari {total} kata dalam Al-Qur’an. Pelajari dalam {lessons} pelajaran, dengan arti dalam {languages} bahasa.',
  'home.leadPronouns': 'Bersama kata ganti dan akhirannya, kata-kata ini mencakup {percent}%.',
  'home.figures': 'Kalima dalam angka',
  'home.figureWords': 'kata',
  'home.figureCoverage': 'dari Al-Qur’an',
  'home.figureLessons': 'pelajaran',
  'home.percent': '{percent}%',
  'home.openAssistant': 'Buka asisten belajar',
  'home.tabs': 'Materi belajar',
  'home.tab.words': 'Kosakata Al-Qur’an',
  'home.tab.grammar': 'Tata bahasa',
  'home.tab.dua': 'Doa',
  'home.tab.surahs': 'Surah',
  'home.tab.tajweed': 'Tajwid',
}
