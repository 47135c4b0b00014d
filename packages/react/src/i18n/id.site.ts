// Indonesian UI strings of the hosted site: the dictionary's 'site' part, loaded by the site
// with the main part (id.ts); no widget or embedded element shows them. Guide: docs/translating.md.
import type { Messages } from './en'

export const idSite: Messages<'site'> = {
  // site: header, footer, home, 404, card pages, account, contact, feedback, review
  'site.title': 'Kalima — belajar kosakata Al-Qur’an',
  'site.description':
    'Pelajari {words} kata yang paling sering muncul dalam Al-Qur’an, sekitar {percent}% dari seluruh teksnya, dengan lima cara belajar, murajaah berkala, dan arti dalam {languages} bahasa.',
  'site.skip': 'Langsung ke isi',
  'site.nav.main': 'Utama',
  'site.nav.more': 'Lainnya',
  'site.nav.home': 'Beranda',
  'site.nav.read': "Baca Al-Qur'an",
  'site.nav.about': 'Tentang',
  'site.nav.contact': 'Kontak',
  'site.nav.blog': 'Blog',
  'site.nav.team': 'Tim',
  'site.nav.feedback': 'Masukan',
  'site.nav.embed': 'Pasang di situs Anda',
  'site.nav.terms': 'Ketentuan',
  'site.nav.privacy': 'Privasi',
  'site.footer.credits': 'Kredit',
  'site.signOut': 'Keluar',
  'site.signOutPending':
    '{n} jawaban belum sampai ke server (sepertinya Anda sedang luring). Keluar dan buang jawaban itu?',
  'site.stillSignedIn':
    'Anda masih masuk: jawaban Anda akan disinkronkan saat Anda kembali daring.',
  'site.notFound.title': 'Halaman tidak ditemukan',
  'site.notFound.text': 'Tidak ada halaman di alamat ini.',
  'site.notFound.back': 'Kembali ke beranda untuk memilih pelajaran',
  'site.taskbar': 'Bilah alat',
  'site.cardTitle': '{deck} · {mode}',
  'site.auth.intro':
    'Masuk agar kemajuan Anda tersimpan di semua perangkat. Anda juga bisa belajar tanpa akun.',
  'site.contact.details': 'Info kontak',
  'site.contact.email': 'Email:',
  'site.contact.location': 'Lokasi: Amerika Serikat',
  'site.feedback.intro': 'Ceritakan apa yang membantu Anda belajar dan apa yang menghambat.',
  'site.review.intro': 'Kata yang sudah Anda pelajari muncul lagi tepat sebelum Anda melupakannya.',
  'site.readOffline.title': 'Baca tanpa internet',
  'site.readOffline.intro':
    'Unduh semua surah, dengan arti kata dan terjemahan dalam bahasa Anda, agar bisa dibaca tanpa koneksi. Surah yang pernah Anda buka tetap tersimpan.',
  'site.readOffline.size': 'Sekitar {size} MB, diunduh sekali saja.',
  'site.readOffline.start': 'Unduh semua surah',
  'site.readOffline.progress': 'Mengunduh… {done} dari {total} berkas',
  'site.readOffline.done': 'Semua surah siap dibaca tanpa internet.',
  'site.readOffline.failed': 'Unduhan terhenti. Periksa koneksi Anda lalu coba lagi.',
  'site.readOffline.unavailable':
    'Browser ini tidak dapat menyimpan surah untuk dibaca tanpa internet.',
  'site.today.intro':
    'Ulasan yang menunggu lebih dulu, lalu kata baru hari ini, masing-masing ditanyakan dengan cara yang membantu Anda mengingatnya.',
  'site.review.empty': 'Belum belajar apa pun?',
  'site.review.start': 'Mulailah dari pelajaran {n}',
}
