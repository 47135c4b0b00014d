// Turkish UI strings of the settings panel (its fields, reminders, progress reset): the dictionary's
// 'settings' part, loaded with what uses it (tr.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const trSettings: Messages<'settings'> = {
  'settings.display': 'Görünüm',
  'settings.showRepetition': "Kelimenin Kur'an'da kaç kez geçtiğini göster",
  'settings.arabicFontSize': 'Arapça yazı boyutu',
  'settings.meaningFontSize': 'Anlam yazı boyutu',
  'settings.arabicColor': 'Arapça yazı rengi',
  'settings.meaningColor': 'Anlam rengi',
  'settings.showTransliteration': 'Okunuşu göster',
  'settings.showTransliterationToggle': 'Okunuş düğmesini göster',
  'settings.transliterationColor': 'Okunuş rengi',
  'settings.timerPosition': 'Sayacın yeri',
  'settings.timerPosition.top-right': 'Sağ üst',
  'settings.timerPosition.top-left': 'Sol üst',
  'settings.timerPosition.bottom-right': 'Sağ alt',
  'settings.timerPosition.bottom-left': 'Sol alt',
  'settings.messagesDuration': 'Mesajın ekranda kalma süresi',
  'settings.arabicFontFamily': 'Arapça yazı tipi',
  'settings.arabicFontFamily.naskh': 'Noto Naskh Arabic',
  'settings.arabicFontFamily.kufi': 'Noto Kufi Arabic',
  'settings.arabicFontFamily.thuluth': 'Aref Ruqaa',
  'settings.arabicFontFamily.default': 'Amiri Quran',
  'settings.meaningFontFamily': 'Anlam yazı tipi',
  'settings.meaningFontFamily.solaimanlipi': 'Hind Siliguri',
  'settings.meaningFontFamily.kalpurush': 'Noto Serif Bengali',
  'settings.meaningFontFamily.default': 'Noto Sans Bengali',
  'settings.soundEffects': 'Ses efektleri',
  'settings.animationsEnabled': 'Animasyonlar',
  'settings.darkMode': 'Karanlık mod',
  'settings.px': '{n} px',
  'settings.plan': 'Günlük plan',
  'settings.newWordsPerDay': 'Günde yeni kelime',
  'settings.reviewsPerDay': 'Günde en fazla tekrar',
  'settings.desiredRetention': 'Ne kadar iyi hatırlamak istiyorsunuz',
  'settings.desiredRetentionHint':
    'Bir kelime tekrara geldiğinde onu hâlâ bilme olasılığı. Yükseldikçe tekrar sayısı artar.',
  'settings.percent': '%{n}',
  'settings.newWordsFrom': 'Yeni kelimeler nereden',
  'settings.newWordsFrom.lessons': 'Dersler, sırayla',
  'settings.showStreak': 'Üst üste günlerimi göster',
  'settings.count': '{n}',
  'settings.ms': '{n} ms',
  'settings.backupHint':
    'İlerlemeniz bu tarayıcıda saklanıyor. Güvende tutmak veya başka bir cihaza taşımak için bir dosyaya kopyasını kaydedin. Bir kopyayı geri yüklemek onun cevaplarını sizinkilere ekler, hiçbirini silmez.',
  'settings.backupSave': 'İlerlememin kopyasını kaydet',
  'settings.backupSaved': 'Kopya {file} adıyla kaydedildi.',
  'settings.restore': 'Kopyadan geri yükle',
  'settings.restored':
    '{date} tarihli kopya geri yüklendi: {n} cevap eklendi.|{date} tarihli kopya geri yüklendi: {n} cevap eklendi.',
  'settings.restoredWords': '{n} kelime burada yeni.|{n} kelime burada yeni.',
  'settings.restoredNothing':
    '{date} tarihli kopya geri yüklendi: içindeki her şey zaten buradaydı.',
  'settings.restoreNotCopy':
    'Bu dosya bir Kalima ilerleme kopyası değil. Hiçbir şey değiştirilmedi.',
  'settings.restoreNewer':
    "Bu kopya Kalima'nın daha yeni bir sürümüyle kaydedilmiş. Sayfayı yeniden yükleyip tekrar deneyin. Hiçbir şey değiştirilmedi.",
  'settings.restoreInvalid': 'Bu kopya bozuk ve geri yüklenemiyor. Hiçbir şey değiştirilmedi.',
  'settings.restoreWouldRemove':
    'Bu kopya, burada verilen cevaplardan sonra yapılmış bir sıfırlama içeriyor: geri yüklemek {n} cevabı siler. Hiçbir şey değiştirilmedi. Bunun yerine kopyayı kullanmak için önce buradaki tüm ilerlemeyi sıfırlayın.|Bu kopya, burada verilen cevaplardan sonra yapılmış bir sıfırlama içeriyor: geri yüklemek {n} cevabı siler. Hiçbir şey değiştirilmedi. Bunun yerine kopyayı kullanmak için önce buradaki tüm ilerlemeyi sıfırlayın.',
  'settings.storageKept': 'Bu tarayıcı, cihazda yer azalsa bile ilerlemenizi saklar.',
  'settings.storageAtRisk':
    'Cihazda yer azalırsa bu tarayıcı ilerlemenizi silebilir. Ara sıra bir kopya kaydedin veya her cihazda saklamak için giriş yapın.',
  'settings.notSaved': 'İlerlemeniz kaydedilmiyor.',
  'settings.backupSaveShort': 'Kopya kaydet',
  'settings.why': 'Neden?',
  'settings.saveFailing':
    "Bu tarayıcı ilerlemenizi kaydetmiyor: depolama alanı kullanılamıyor veya dolu. Cevaplarınız bu sayfa açık kaldığı sürece saklanır. Bir kopyasını kaydedin ve daha sonra Ayarlar'dan geri yükleyin.",
  'settings.saveFailingEmbedded':
    "Bu tarayıcı bu sayfadaki ilerlemenizi kaydetmiyor: depolama alanı kullanılamıyor veya dolu. Cevaplarınız sayfa açık kaldığı sürece saklanır. Bir kopyasını kaydedin ve daha sonra Kalima uygulamasında Ayarlar'dan geri yükleyin.",
  'settings.resetSettings': 'Varsayılan ayarlara dön',
  'settings.progress': 'İlerleme',
  'settings.resetProgress': 'Bütün ilerlemeyi sıfırla',
  'settings.resetDeck': '{deck} ilerlemesini sıfırla',
  'settings.resetConfirm':
    'Bütün ilerlemeyi sıfırlamak istediğinize emin misiniz? Bu işlem geri alınamaz.',
  'settings.resetDeckConfirm': '{deck} ilerlemesi sıfırlansın mı? Bu işlem geri alınamaz.',
  'settings.resetDone': 'İlerleme sıfırlandı.',
  'settings.uiLanguage': 'Arayüz dili',
  'settings.uiLanguage.auto': 'Anlam diliyle aynı',
  'settings.reminders': 'Hatırlatmalar',
  'settings.reminderEmail': 'Tekrar zamanı gelen günlerde bana e-posta gönder',
  'settings.reminderHint':
    'Günde en fazla bir e-posta, saat diliminizde seçtiğiniz saatte ve yalnızca tekrar edilecek kelime olan günlerde. Her e-postada bunları durdurmak için bir bağlantı vardır.',
  'settings.reminderHour': 'Hatırlatma saati',
  'settings.timeZone': 'Saat dilimi',
}
