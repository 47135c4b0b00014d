// Indonesian UI strings of sign-in, sign-up, password reset, unsubscribe, contact and feedback forms, and the e-mails the server sends: the dictionary's
// 'account' part, loaded with what uses it (id.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const idAccount: Messages<'account'> = {
  'unsubscribe.title': 'Pengingat email',
  'unsubscribe.working': 'Mematikan pengingat Anda…',
  'unsubscribe.done':
    'Langganan Anda telah dihentikan: Kalima tidak akan mengirim pengingat lagi. Anda dapat menyalakannya kembali di Pengaturan.',
  'unsubscribe.invalid':
    'Tautan ini tidak valid, jadi tidak ada yang diubah. Buka tautan lengkap dari email, atau matikan pengingat di Pengaturan.',
  'unsubscribe.failed':
    'Server tidak dapat dihubungi, jadi belum ada yang diubah. Silakan buka tautan ini lagi nanti.',
  // every e-mail to a learner opens with this
  'email.greeting': 'Halo {name},',
  // the review reminder e-mail
  'email.reminder.subject': 'Saatnya murajaah di Kalima',
  'email.reminder.body':
    'Kata yang perlu dimurajaah hari ini: {count}. Beberapa menit sekarang menjaga kata-kata itu tetap dalam ingatan.',
  'email.reminder.action': 'Murajaah sekarang',
  'email.reminder.why':
    'Anda menerima email ini karena menyalakan pengingat email di Kalima: paling banyak satu sehari, hanya pada hari ada kata yang perlu dimurajaah.',
  'email.reminder.unsubscribe': 'Berhenti berlangganan',
  // the password reset e-mail (its link opens the reset page)
  'email.reset.subject': 'Atur ulang kata sandi Kalima Anda',
  'email.reset.body': 'Klik tautan di bawah ini untuk membuat kata sandi Kalima yang baru.',
  'email.reset.action': 'Atur ulang kata sandi',
  'email.reset.link': 'Atau buka alamat ini: {link}',
  'email.reset.ignore':
    'Jika Anda tidak meminta pengaturan ulang kata sandi, abaikan saja email ini.',
  // the e-mail sent when the account is signed in to from a new location
  'email.alert.subject': 'Ada yang masuk ke akun Kalima Anda',
  'email.alert.body': 'Kami mendeteksi aktivitas masuk ke akun Kalima Anda dari lokasi baru:',
  'email.alert.notYou':
    'Jika itu bukan Anda, segera atur ulang kata sandi Kalima Anda: dengan begitu akun Anda keluar dari semua perangkat lain.',
  'email.alert.you': 'Jika itu memang Anda, abaikan saja email ini.',
  // a contact message as e-mailed to the team (in KALIMA_CONTACT_LANGUAGE)
  'email.contact.subject': '[Kontak Kalima] {subject}',
  'email.contact.from': 'Dari:',
  'email.contact.subjectLabel': 'Perihal:',
  // auth
  'auth.title': 'Mulai',
  'auth.continueWith': 'Lanjutkan dengan {provider}',
  'auth.or': 'atau',
  'auth.signUp': 'Daftar',
  'auth.signInTab': 'Masuk',
  'auth.signUpTab': 'Buat akun',
  'auth.email': 'Email',
  'auth.password': 'Kata sandi',
  'auth.repeatPassword': 'Ulangi kata sandi',
  'auth.username': 'Nama pengguna',
  'auth.forgotPassword': 'Lupa Kata Sandi',
  'auth.terms': 'Ketentuan Layanan',
  'auth.privacy': 'Kebijakan Privasi',
  'auth.legal': 'Dengan melanjutkan, Anda menyetujui {terms} dan {privacy} kami.',
  'auth.messages': 'Pesan',
  'auth.signedIn': 'Masuk sebagai {name}.',
  'auth.unavailable':
    'Fitur masuk tidak tersedia di situs ini. Kemajuan Anda disimpan di perangkat ini.',
  'auth.appleNotImplemented': 'Masuk dengan Apple belum tersedia',
  'auth.userCreated': 'Akun berhasil dibuat',
  'auth.profileUpdateFailed':
    'Akun sudah dibuat, tetapi profil gagal diperbarui. Silakan coba perbarui profil Anda nanti.',
  'auth.alreadySignedUp': 'Pengguna ini sudah terdaftar!',
  'auth.passwordsDiffer': 'Kata sandi tidak cocok',
  'auth.loginFailed': 'Nama pengguna atau kata sandi salah',
  'auth.resetNeedsEmail': 'Silakan masukkan email Anda untuk mengatur ulang kata sandi.',
  'auth.resetSent': 'Email untuk mengatur ulang kata sandi telah dikirim!',
  'auth.resetFailed': 'Gagal mengirim email untuk mengatur ulang kata sandi.',
  'auth.signedUpProfileFailed': 'Pendaftaran berhasil, tetapi profil gagal diperbarui',
  'auth.notAuthenticated': 'Pengguna belum masuk',
  'auth.passwordTooShort': 'Kata sandi minimal 10 karakter.',
  'auth.passwordTooLong': 'Kata sandi maksimal 71 karakter.',
  'auth.passwordTooCommon': 'Kata sandi ini terlalu mudah ditebak. Silakan pilih yang tidak umum.',
  'reset.title': 'Buat kata sandi baru',
  'reset.intro': 'Minimal 10 karakter. Hindari kata sandi umum dan satu huruf yang diulang-ulang.',
  'reset.password': 'Kata sandi baru',
  'reset.repeat': 'Ulangi kata sandi baru',
  'reset.submit': 'Simpan kata sandi baru',
  'reset.done': 'Kata sandi Anda sudah diganti. Sekarang Anda bisa masuk dengannya.',
  'reset.invalidLink':
    'Tautan atur ulang kata sandi ini tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.',
  'reset.failure': 'Maaf, terjadi kesalahan. Silakan coba lagi nanti.',
  'reset.signIn': 'Ke halaman masuk',
  // contact
  'contact.title': 'Hubungi kami',
  'contact.name': 'Nama',
  'contact.email': 'Email',
  'contact.subject': 'Perihal',
  'contact.message': 'Pesan',
  'contact.send': 'Kirim Pesan',
  'contact.sending': 'Mengirim…',
  'contact.success': 'Terima kasih atas pesan Anda! Kami akan segera membalasnya.',
  'contact.failure': 'Maaf, terjadi kesalahan. Silakan coba lagi nanti.',
  // feedback
  'feedback.title': 'Masukan Anda Sangat Berarti',
  'feedback.rating': 'Penilaian',
  'feedback.star': '{n} dari 5 bintang',
  'feedback.comment': 'Komentar',
  'feedback.email': 'Email (opsional)',
  'feedback.send': 'Kirim Masukan',
  'feedback.success': 'Terima kasih atas masukan Anda!',
  'feedback.failure': 'Maaf, terjadi kesalahan. Silakan coba lagi nanti.',
}
