// Turkish UI strings of sign-in, sign-up, password reset, unsubscribe, contact and feedback forms, and the e-mails the server sends: the dictionary's
// 'account' part, loaded with what uses it (tr.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const trAccount: Messages<'account'> = {
  'unsubscribe.title': 'E-posta hatırlatmaları',
  'unsubscribe.working': 'Hatırlatmalarınız kapatılıyor…',
  'unsubscribe.done':
    'Abonelikten çıktınız: Kalima size artık hatırlatma göndermeyecek. Ayarlar’dan yeniden açabilirsiniz.',
  'unsubscribe.invalid':
    'Bu bağlantı geçerli değil, bu yüzden hiçbir şey değiştirilmedi. E-postadaki bağlantının tamamını açın ya da hatırlatmaları Ayarlar’dan kapatın.',
  'unsubscribe.failed':
    'Sunucuya ulaşılamadı, bu yüzden henüz hiçbir şey değiştirilmedi. Lütfen bağlantıyı daha sonra yeniden açın.',
  // every e-mail to a learner opens with this
  'email.greeting': 'Merhaba {name},',
  // the review reminder e-mail
  'email.reminder.subject': 'Kalima’da tekrar zamanı',
  'email.reminder.body':
    'Bugün tekrar edilecek kelimeler: {count}. Şimdi birkaç dakika ayırmak onları aklınızda tutar.',
  'email.reminder.action': 'Şimdi tekrar et',
  'email.reminder.why':
    'Bu e-postayı Kalima’da e-posta hatırlatmalarını açtığınız için alıyorsunuz: günde en fazla bir tane, yalnızca tekrar edilecek kelime olan günlerde.',
  'email.reminder.unsubscribe': 'Abonelikten çık',
  // the password reset e-mail (its link opens the reset page)
  'email.reset.subject': 'Kalima şifrenizi sıfırlayın',
  'email.reset.body': 'Yeni bir Kalima şifresi belirlemek için aşağıdaki bağlantıya tıklayın.',
  'email.reset.action': 'Şifreyi sıfırla',
  'email.reset.link': 'Ya da şu adresi açın: {link}',
  'email.reset.ignore':
    'Şifre sıfırlama isteğinde bulunmadıysanız bu e-postayı dikkate almayabilirsiniz.',
  // the e-mail sent when the account is signed in to from a new location
  'email.alert.subject': 'Kalima hesabınıza yeni bir giriş yapıldı',
  'email.alert.body': 'Kalima hesabınıza yeni bir konumdan giriş yapıldığını fark ettik:',
  'email.alert.notYou':
    'Bu siz değilseniz Kalima şifrenizi hemen sıfırlayın: böylece diğer tüm cihazlardaki oturumlarınız kapanır.',
  'email.alert.you': 'Bu sizseniz bu e-postayı dikkate almayabilirsiniz.',
  // a contact message as e-mailed to the team (in KALIMA_CONTACT_LANGUAGE)
  'email.contact.subject': '[Kalima iletişim] {subject}',
  'email.contact.from': 'Gönderen:',
  'email.contact.subjectLabel': 'Konu:',
  // auth
  'auth.title': 'Başlayın',
  'auth.continueWith': '{provider} ile devam et',
  'auth.or': 'veya',
  'auth.signUp': 'Kaydol',
  'auth.signInTab': 'Giriş yap',
  'auth.signUpTab': 'Hesap oluştur',
  'auth.email': 'E-posta',
  'auth.password': 'Şifre',
  'auth.repeatPassword': 'Şifre (tekrar)',
  'auth.username': 'Kullanıcı adı',
  'auth.forgotPassword': 'Şifremi Unuttum',
  'auth.terms': 'Kullanım Şartları',
  'auth.privacy': 'Gizlilik Politikası',
  'auth.legal': 'Devam ederek {terms} ve {privacy} metinlerini kabul etmiş olursunuz.',
  'auth.messages': 'Mesajlar',
  'auth.signedIn': '{name} olarak giriş yapıldı.',
  'auth.unavailable': 'Bu sitede giriş yapılamıyor. İlerlemeniz bu cihazda saklanır.',
  'auth.appleNotImplemented': 'Apple ile giriş henüz kullanılamıyor',
  'auth.userCreated': 'Hesap başarıyla oluşturuldu',
  'auth.profileUpdateFailed':
    'Hesap oluşturuldu, ancak profil güncellenemedi. Lütfen profilinizi daha sonra güncellemeyi deneyin.',
  'auth.alreadySignedUp': 'Bu kullanıcı zaten kayıtlı!',
  'auth.passwordsDiffer': 'Şifreler uyuşmuyor',
  'auth.loginFailed': 'Kullanıcı adı veya şifre yanlış',
  'auth.resetNeedsEmail': 'Şifrenizi sıfırlamak için lütfen e-posta adresinizi girin.',
  'auth.resetSent': 'Şifre sıfırlama e-postası gönderildi!',
  'auth.resetFailed': 'Şifre sıfırlama e-postası gönderilirken bir hata oluştu.',
  'auth.signedUpProfileFailed': 'Kayıt başarılı, ancak profil güncellenemedi',
  'auth.notAuthenticated': 'Kullanıcı giriş yapmamış',
  'auth.passwordTooShort': 'Şifreniz en az 10 karakter olmalıdır.',
  'auth.passwordTooLong': 'Şifreniz en fazla 71 karakter olabilir.',
  'auth.passwordTooCommon':
    'Bu şifre çok kolay tahmin edilir. Lütfen daha az yaygın bir şifre seçin.',
  'reset.title': 'Yeni bir şifre belirleyin',
  'reset.intro': 'En az 10 karakter. Yaygın şifrelerden ve tek bir harfin tekrarından kaçının.',
  'reset.password': 'Yeni şifre',
  'reset.repeat': 'Yeni şifreyi tekrarlayın',
  'reset.submit': 'Yeni şifreyi kaydet',
  'reset.done': 'Şifreniz değiştirildi. Artık onunla giriş yapabilirsiniz.',
  'reset.invalidLink':
    'Bu şifre sıfırlama bağlantısı geçersiz ya da süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  'reset.failure': 'Üzgünüz, bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin.',
  'reset.signIn': 'Girişe git',
  // contact
  'contact.title': 'Bize ulaşın',
  'contact.name': 'Ad',
  'contact.email': 'E-posta',
  'contact.subject': 'Konu',
  'contact.message': 'Mesaj',
  'contact.send': 'Mesaj Gönder',
  'contact.sending': 'Gönderiliyor…',
  'contact.success': 'Mesajınız için teşekkürler! En kısa sürede size dönüş yapacağız.',
  'contact.failure': 'Üzgünüz, bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin.',
  // feedback
  'feedback.title': 'Görüşleriniz Bizim İçin Önemli',
  'feedback.rating': 'Puan',
  'feedback.star': '5 üzerinden {n} yıldız',
  'feedback.comment': 'Yorum',
  'feedback.email': 'E-posta (isteğe bağlı)',
  'feedback.send': 'Görüş Gönder',
  'feedback.success': 'Görüşleriniz için teşekkürler!',
  'feedback.failure': 'Üzgünüz, bir şeyler ters gitti. Lütfen daha sonra tekrar deneyin.',
}
