// Turkish UI strings of the hosted site: the dictionary's 'site' part, loaded by the site
// with the main part (tr.ts); no widget or embedded element shows them. Guide: docs/translating.md.
import type { Messages } from './en'

export const trSite: Messages<'site'> = {
  // site: header, footer, home, 404, card pages, account, contact, feedback, review
  'site.title': 'Kalima — Kur’an’ın kelimelerini öğrenin',
  'site.description':
    'Kur’an’da en sık geçen {words} kelimeyi, yani metninin yaklaşık %{percent}’ini, beş çalışma yöntemi, aralıklı tekrar ve {languages} dilde anlamlarıyla öğrenin.',
  'site.skip': 'İçeriğe geç',
  'site.nav.main': 'Ana menü',
  'site.nav.more': 'Diğer',
  'site.nav.home': 'Ana sayfa',
  'site.nav.read': "Kur'an oku",
  'site.nav.about': 'Hakkında',
  'site.nav.contact': 'İletişim',
  'site.nav.blog': 'Blog',
  'site.nav.team': 'Ekip',
  'site.nav.feedback': 'Geri bildirim',
  'site.nav.embed': 'Sitenize ekleyin',
  'site.nav.terms': 'Koşullar',
  'site.nav.privacy': 'Gizlilik',
  'site.footer.credits': 'Emeği geçenler',
  'site.signOut': 'Çıkış yap',
  'site.signOutPending':
    '{n} cevabınız henüz sunucuya ulaşmadı (çevrimdışı görünüyorsunuz). Çıkış yapıp bu cevabı silmek istiyor musunuz?|{n} cevabınız henüz sunucuya ulaşmadı (çevrimdışı görünüyorsunuz). Çıkış yapıp bu cevapları silmek istiyor musunuz?',
  'site.stillSignedIn':
    'Hâlâ oturumunuz açık: tekrar çevrimiçi olduğunuzda cevaplarınız eşitlenecek.',
  'site.notFound.title': 'Sayfa bulunamadı',
  'site.notFound.text': 'Bu adreste bir sayfa yok.',
  'site.notFound.back': 'Bir ders seçmek için ana sayfaya dönün',
  'site.taskbar': 'Görev çubuğu',
  'site.cardTitle': '{deck} · {mode}',
  'site.auth.intro':
    'İlerlemenizin her cihazda kalması için giriş yapın. Hesap açmadan da çalışabilirsiniz.',
  'site.contact.details': 'İletişim bilgileri',
  'site.contact.email': 'E-posta:',
  'site.contact.location': 'Konum: Amerika Birleşik Devletleri',
  'site.feedback.intro': 'Öğrenmenize neyin yardım ettiğini, neyin engel olduğunu bize yazın.',
  'site.review.intro': 'Çalıştığınız kelimeler, tam unutacağınız sırada karşınıza yeniden çıkar.',
  'site.readOffline.title': 'Çevrimdışı oku',
  'site.readOffline.intro':
    'Her sûreyi, kendi dilinizdeki kelime anlamları ve mealiyle, bağlantı olmadan okumak için indirin. Açtığınız bir sûre zaten saklanır.',
  'site.readOffline.size': 'Yalnızca bir kez, yaklaşık {size} MB indirilir.',
  'site.readOffline.start': 'Bütün sûreleri indir',
  'site.readOffline.progress': 'İndiriliyor… {total} dosyadan {done}',
  'site.readOffline.done': 'Her sûre çevrimdışı okunmaya hazır.',
  'site.readOffline.failed': 'İndirme durdu. Bağlantınızı kontrol edip yeniden deneyin.',
  'site.readOffline.unavailable': 'Bu tarayıcı sûreleri çevrimdışı okumak için saklayamıyor.',
  'site.today.intro':
    'Önce bekleyen tekrarlar, sonra bugünün yeni kelimeleri; her biri hatırlamanıza yardım edecek biçimde sorulur.',
  'site.review.empty': 'Henüz bir şey çalışmadınız mı?',
  'site.review.start': '{n}. dersle başlayın',
}
