// Indonesian UI strings of the settings panel (its fields, reminders, progress reset): the dictionary's
// 'settings' part, loaded with what uses it (id.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const idSettings: Messages<'settings'> = {
  'settings.display': 'Tampilan',
  'settings.showRepetition': "Tampilkan berapa kali kata muncul dalam Al-Qur'an",
  'settings.arabicFontSize': 'Ukuran huruf Arab',
  'settings.meaningFontSize': 'Ukuran huruf arti',
  'settings.arabicColor': 'Warna huruf Arab',
  'settings.meaningColor': 'Warna arti',
  'settings.showTransliteration': 'Tampilkan transliterasi',
  'settings.showTransliterationToggle': 'Tampilkan tombol transliterasi',
  'settings.transliterationColor': 'Warna transliterasi',
  'settings.timerPosition': 'Posisi pengatur waktu',
  'settings.timerPosition.top-right': 'Kanan atas',
  'settings.timerPosition.top-left': 'Kiri atas',
  'settings.timerPosition.bottom-right': 'Kanan bawah',
  'settings.timerPosition.bottom-left': 'Kiri bawah',
  'settings.messagesDuration': 'Lama tampilan pesan',
  'settings.arabicFontFamily': 'Jenis huruf Arab',
  'settings.arabicFontFamily.naskh': 'Noto Naskh Arabic',
  'settings.arabicFontFamily.kufi': 'Noto Kufi Arabic',
  'settings.arabicFontFamily.thuluth': 'Aref Ruqaa',
  'settings.arabicFontFamily.default': 'Amiri Quran',
  'settings.meaningFontFamily': 'Jenis huruf arti',
  'settings.meaningFontFamily.solaimanlipi': 'Hind Siliguri',
  'settings.meaningFontFamily.kalpurush': 'Noto Serif Bengali',
  'settings.meaningFontFamily.default': 'Noto Sans Bengali',
  'settings.soundEffects': 'Efek suara',
  'settings.animationsEnabled': 'Animasi',
  'settings.darkMode': 'Mode gelap',
  'settings.px': '{n} px',
  'settings.plan': 'Rencana harian',
  'settings.newWordsPerDay': 'Kata baru per hari',
  'settings.reviewsPerDay': 'Ulasan per hari, paling banyak',
  'settings.desiredRetention': 'Seberapa kuat diingat',
  'settings.desiredRetentionHint':
    'Peluang Anda masih ingat sebuah kata saat kata itu kembali untuk diulas. Makin tinggi, makin banyak ulasan.',
  'settings.percent': '{n}%',
  'settings.newWordsFrom': 'Kata baru dari',
  'settings.newWordsFrom.lessons': 'Pelajaran, berurutan',
  'settings.showStreak': 'Tampilkan hari berturut-turut',
  'settings.count': '{n}',
  'settings.ms': '{n} md',
  'settings.backupHint':
    'Kemajuan Anda tersimpan di peramban ini. Simpan salinannya dalam berkas agar aman atau untuk dipindahkan ke perangkat lain. Memulihkan salinan menambahkan jawabannya ke jawaban Anda dan tidak pernah menghapus satu pun.',
  'settings.backupSave': 'Simpan salinan kemajuan saya',
  'settings.backupSaved': 'Salinan disimpan sebagai {file}.',
  'settings.restore': 'Pulihkan dari salinan',
  'settings.restored': 'Salinan tanggal {date} dipulihkan: {n} jawaban ditambahkan.',
  'settings.restoredWords': '{n} kata baru di sini.',
  'settings.restoredNothing': 'Salinan tanggal {date} dipulihkan: semua isinya sudah ada di sini.',
  'settings.restoreNotCopy': 'Berkas ini bukan salinan kemajuan Kalima. Tidak ada yang diubah.',
  'settings.restoreNewer':
    'Salinan ini disimpan oleh versi Kalima yang lebih baru. Muat ulang halaman dan coba lagi. Tidak ada yang diubah.',
  'settings.restoreInvalid': 'Salinan ini rusak dan tidak dapat dipulihkan. Tidak ada yang diubah.',
  'settings.restoreWouldRemove':
    'Salinan ini memuat pengaturan ulang yang dibuat setelah jawaban yang diberikan di sini: memulihkannya akan menghapus {n} jawaban. Tidak ada yang diubah. Untuk memakai salinan ini, atur ulang semua kemajuan di sini terlebih dahulu.',
  'settings.storageKept':
    'Peramban ini tetap menyimpan kemajuan Anda meskipun ruang perangkat hampir penuh.',
  'settings.storageAtRisk':
    'Peramban ini dapat menghapus kemajuan Anda jika ruang perangkat hampir penuh. Simpan salinan sesekali, atau masuk agar kemajuan tersimpan di semua perangkat.',
  'settings.notSaved': 'Kemajuan Anda tidak tersimpan.',
  'settings.backupSaveShort': 'Simpan salinan',
  'settings.why': 'Mengapa?',
  'settings.saveFailing':
    'Peramban ini tidak menyimpan kemajuan Anda: penyimpanannya tidak tersedia atau penuh. Jawaban Anda tetap ada selama halaman ini terbuka. Simpan salinannya, lalu pulihkan nanti dari Pengaturan.',
  'settings.saveFailingEmbedded':
    'Peramban ini tidak menyimpan kemajuan Anda di halaman ini: penyimpanannya tidak tersedia atau penuh. Jawaban Anda tetap ada selama halaman ini terbuka. Simpan salinannya, lalu pulihkan nanti di aplikasi Kalima, dari Pengaturan.',
  'settings.resetSettings': 'Kembalikan pengaturan bawaan',
  'settings.progress': 'Kemajuan',
  'settings.resetProgress': 'Hapus semua kemajuan',
  'settings.resetDeck': 'Hapus kemajuan {deck}',
  'settings.resetConfirm':
    'Apakah Anda yakin ingin menghapus semua kemajuan? Tindakan ini tidak dapat dibatalkan.',
  'settings.resetDeckConfirm': 'Hapus kemajuan {deck}? Tindakan ini tidak dapat dibatalkan.',
  'settings.resetDone': 'Kemajuan telah dihapus.',
  'settings.uiLanguage': 'Bahasa tampilan',
  'settings.uiLanguage.auto': 'Sama dengan bahasa terjemahan',
  'settings.reminders': 'Pengingat',
  'settings.reminderEmail': 'Kirimi saya email pada hari ada kata yang perlu dimurajaah',
  'settings.reminderHint':
    'Paling banyak satu email sehari, pada jam pilihan Anda di zona waktu Anda, dan hanya pada hari ada kata yang perlu dimurajaah. Setiap email berisi tautan untuk menghentikannya.',
  'settings.reminderHour': 'Jam pengingat',
  'settings.timeZone': 'Zona waktu',
}
