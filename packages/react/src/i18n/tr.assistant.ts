// Turkish UI strings of the study assistant (the StudyAssistant widget, /ai-dashboard):
// the dictionary's 'assistant' part, loaded with what uses it (tr.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const trAssistant: Messages<'assistant'> = {
  // study assistant
  'assistant.title': 'Çalışma Yardımcısı',
  'assistant.noData':
    'Henüz çalışma geçmişi yok. Birkaç kelimeyi cevaplayın, rakamlarınız burada görünecek.',
  'assistant.bestTime': 'En verimli çalışma saati',
  'assistant.streak': 'Kesintisiz gün',
  'assistant.streakDays': '{n} gün|{n} gün',
  'assistant.focus': 'Odaklanılacak bölüm',
  'assistant.dailyTarget': 'Günlük hedef',
  'assistant.dailyTargetValue': 'Bugün {target} kelimeden {done} tanesi',
  'assistant.reviewsDue': 'Tekrar zamanı gelenler',
  'assistant.accuracy': 'Doğruluk',
  'assistant.achievements': 'Başarılar',
  'assistant.mastery': 'Bölümlere göre pekiştirme',
  'assistant.activity': 'Etkinlik, son 12 hafta',
  'assistant.activityDay': '{date}: {n} cevap|{date}: {n} cevap',
  'assistant.recommendations': 'Öneriler',
  'assistant.leeches': 'Aklınızdan kayıp giden kelimeler',
  'assistant.leechTip':
    'Bu kelimeleri öğrendikten sonra birkaç kez unuttunuz. Yeni bir yol deneyin: her birini ayetinde sesli okuyun ya da anlamını gözünüzde canlandırın, sonra Kartlar ile çalışın.',
  'assistant.none': '—',
  'assistant.achievementsValue': '{total} başarıdan {unlocked} tanesi',
  'assistant.less': 'Az',
  'assistant.more': 'Çok',
  'assistant.weekday.0': 'Paz',
  'assistant.weekday.1': 'Pzt',
  'assistant.weekday.2': 'Sal',
  'assistant.weekday.3': 'Çar',
  'assistant.weekday.4': 'Per',
  'assistant.weekday.5': 'Cum',
  'assistant.weekday.6': 'Cmt',
  'assistant.rec.review-due':
    'Tekrar zamanı gelen {n} kelimeyi tekrar edin.|Tekrar zamanı gelen {n} kelimeyi tekrar edin.',
  'assistant.rec.focus-deck':
    '{deck} bölümüne odaklanın: {total} kelimeden {mastered} tanesi pekişti.',
  'assistant.rec.keep-streak':
    '{n} günlük serinizi sürdürmek için bugün de çalışın.|{n} günlük serinizi sürdürmek için bugün de çalışın.',
  'assistant.rec.start-streak': 'Yeni bir seri başlatmak için bugün çalışın.',
  'assistant.rec.improve-accuracy':
    'Doğruluğunuz %{percent}: Sınava girmeden önce Öğren yöntemiyle çalışın.',
  'assistant.rec.take-test': '{deck} bölümünü pekiştirdiniz: şimdi sınavına girin.',
  'assistant.mastered': 'Öğrenilen kelimeler',
  'assistant.dailyTargetReached':
    'Hedefe ulaşıldı: bugün {n} yeni kelime|Hedefe ulaşıldı: bugün {n} yeni kelime',
}
