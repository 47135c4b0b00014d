// Indonesian texts of the site's content pages (About, Blog, Privacy, Terms, Team, Embed a deck):
// the dictionary's 'pages' part, loaded with a content page only (id.ts is the part every
// page loads). Guide: docs/translating.md.
import type { Messages } from './en'

export const idPages: Messages<'pages'> = {
  // about
  'about.title': 'Tentang',
  'about.heading': 'Tentang Kalima',
  'about.lead':
    'Kalima ({kalima}, “kata”) mengajarkan {words} kata yang paling sering muncul dalam Al-Qur’an. Bersama-sama, kata-kata ini mencakup {coverage}% dari {quranWords} kata dalam Al-Qur’an, sehingga pelajar yang menguasainya dapat mengenali kira-kira empat dari setiap lima kata di setiap halaman mushaf. Ditambah {pronouns} kata ganti orang dan akhiran dari kategori “Kata ganti dan akhiran” ({examples} …), {words} kata beserta kata ganti ini mencakup {coverageWithPronouns}%.',
  'about.statsLabel': 'Kalima dalam angka',
  'about.stats.words': 'Kata untuk dipelajari',
  'about.stats.lessons': 'Pelajaran',
  'about.stats.languages': 'Bahasa',
  'about.stats.coverage': 'Kata Al-Qur’an yang tercakup',
  'about.stats.coverageWithPronouns': 'Tercakup oleh {words} kata + kata ganti',
  'about.valuesHeading': 'Nilai-nilai kami',
  'about.values.authenticity.name': 'Keaslian',
  'about.values.authenticity.text':
    'Setiap kata, frekuensi, akar kata, dan contoh ayat berasal dari Quranic Arabic Corpus; setiap angka di situs ini dihitung dari sumber tersebut.',
  'about.values.accessibility.name': 'Aksesibilitas',
  'about.values.accessibility.text':
    'Gratis, cepat di ponsel murah dan jaringan lambat, tetap bisa dipakai tanpa internet, dengan papan ketik maupun pembaca layar, dalam tujuh bahasa.',
  'about.values.innovation.name': 'Inovasi',
  'about.values.innovation.text':
    'Rencana harian, enam mode belajar, dan murajaah berkala, dengan kemajuan yang tersinkron di semua perangkat dan tidak pernah hilang.',
  'about.creditsHeading': 'Kredit',
  'about.usedFor.quranic-arabic-corpus':
    'lema, frekuensi, jenis kata, akar kata, dan posisi kata (versi 0.4, sebagaimana dikonversi ke Text-Fabric oleh Dirk Roorda dan Cornelis van Lit)',
  'about.usedFor.tanzil': 'teks Arab kata dan ayat (Tanzil Uthmani 1.0.2)',
  'about.usedFor.quran-com':
    'arti kata per kata dalam bahasa Inggris, Bengali, Indonesia, Urdu, Turki, dan Mandarin: draf pertama arti kata, yang kemudian diperiksa dan disempurnakan oleh para kontributor Kalima',
  'about.usedFor.quran-json':
    'terjemahan ayat dalam ketujuh bahasa, teks Arab ayat, dan nama-nama surah',
  'about.blog': 'Cara kata-kata ini dipilih diceritakan di {link}.',
  'about.blogLink': 'blog kami',
  'about.notices':
    'Kalima dibangun dengan kode dan fon sumber terbuka. Lisensinya, juga lisensi datanya, tercantum di {link}.',
  'about.noticesLink': 'berkas pemberitahuan',
  // blog
  'blog.title': 'Blog',
  'blog.heading': 'Blog',
  'blog.postTitle': 'Bagaimana kami memilih {words} kata',
  'blog.p1':
    'Al-Qur’an terdiri atas {quranWords} kata. Banyak di antaranya merupakan bentuk-bentuk dari satu kata yang sama di kamus: {examples} semuanya adalah kata kerja “berkata”. Ahli bahasa menyebut kata kamus itu {lemma}, dan Kalima mengajarkan lema.',
  'blog.lemma': 'lema',
  'blog.p2':
    'Untuk setiap lema dalam Quranic Arabic Corpus, kami menghitung berapa kali lema itu muncul sebagai bagian utama sebuah kata. Yang paling sering adalah {top} ({transliteration}), sebanyak {topCount} kali. Lema terakhir dari {words} lema itu muncul {lastCount} kali; bila beberapa lema memiliki jumlah yang sama, lema yang lebih dulu muncul dalam mushaf ditempatkan lebih dulu.',
  'blog.p3':
    'Sebanyak {words} lema itu mencakup {covered} kata Al-Qur’an, atau {coverage}%. Kurvanya menanjak tajam di awal: tiga pelajaran pertama saja sudah mencakup {firstThree}% kata. Kata ganti orang tidak memiliki lema dalam korpus; karena diajarkan dalam kategori tersendiri, kata ganti menambah cakupan {words} kata + kata ganti menjadi {coveredWithPronouns} kata, atau {coverageWithPronouns}%.',
  'blog.tableCaption': 'Persentase kata Al-Qur’an yang tercakup setelah setiap pelajaran',
  'blog.tableLesson': 'Setelah pelajaran',
  'blog.tableCovered': 'Kata tercakup',
  'blog.tableShare': 'Persentase',
  'blog.p4':
    'Setiap kata disertai contoh ayat tempat kata itu muncul, beserta artinya dalam tujuh bahasa, yang diperiksa satu per satu dari terjemahan kata per kata Quran.com.',
  // privacy
  'privacy.title': 'Privasi',
  'privacy.heading': 'Privasi',
  'privacy.intro':
    'Kalima hanya menyimpan apa yang diperlukan untuk menjaga kemajuan belajar Anda. Tanpa iklan, tanpa pelacak.',
  'privacy.deviceHeading': 'Di perangkat Anda (selalu)',
  'privacy.device.progress':
    'Bahasa pilihan, pengaturan, dan kemajuan belajar Anda (per kata: jawaban benar dan jumlah percobaan, serta jadwal murajaahnya; per pelajaran: kata yang dikuasai dan kunjungan terakhir; hasil tes; jumlah jawaban harian untuk asisten belajar dan rencana harian Anda), disimpan di IndexedDB pada peramban Anda.',
  'privacy.device.files':
    'Berkas-berkas aplikasi, disimpan di cache agar tetap bisa dipakai tanpa internet.',
  'privacy.device.backup':
    'Jika Anda menyimpan salinan kemajuan (Pengaturan, Kemajuan): sebuah berkas di perangkat Anda yang hanya Anda pegang. Memulihkannya membaca berkas itu di peramban Anda; isinya sampai ke server kami hanya seperti jawaban Anda lainnya, saat Anda masuk.',
  'privacy.serverHeading': 'Di server kami (hanya jika Anda masuk)',
  'privacy.server.account':
    'Akun Anda: nama pengguna, email, nama tampilan, foto profil (opsional), dan hash kata sandi.',
  'privacy.server.progress':
    'Pengaturan, kemajuan, waktu yang dihabiskan per kartu, dan hasil tes Anda, yang hanya dapat dibaca dan diubah oleh Anda sendiri.',
  'privacy.server.reminders':
    'Jika Anda mengaktifkan pengingat murajaah: jam pengingat dan zona waktu Anda, serta setiap pengingat yang terkirim; setiap email memuat tautan untuk mematikan pengingat tanpa perlu masuk.',
  'privacy.writeHeading': 'Saat Anda menghubungi kami',
  'privacy.write.contact':
    'Pesan kontak (nama, email, subjek, pesan) disimpan dan dikirim lewat email kepada tim kami.',
  'privacy.write.feedback': 'Masukan (penilaian, komentar, email opsional) disimpan.',
  'privacy.write.readBack':
    'Keduanya tidak dapat dibaca kembali oleh siapa pun melalui API aplikasi.',
  'privacy.embedHeading': 'Widget yang dipasang di situs lain',
  'privacy.embed':
    'Widget Kalima di situs lain menyimpan kemajuannya hanya di penyimpanan peramban untuk situs tersebut; widget itu tidak mengirim apa pun ke server kami.',
  'privacy.delete': 'Untuk menghapus akun dan data Anda, hubungi kami melalui halaman kontak.',
  // terms
  'terms.title': 'Ketentuan penggunaan',
  'terms.heading': 'Ketentuan penggunaan',
  'terms.intro':
    'Kalima boleh digunakan secara gratis untuk belajar, mengajar, dan dipasang di halaman Anda sendiri.',
  'terms.accountHeading': 'Akun Anda',
  'terms.account':
    'Anda bisa belajar tanpa akun. Jika Anda membuat akun, jangan beri tahu kata sandi Anda kepada siapa pun; Anda dapat meminta kami menghapus akun beserta datanya kapan saja melalui halaman kontak.',
  'terms.contentHeading': 'Konten',
  'terms.content':
    'Kosakata diambil dari Quranic Arabic Corpus (GNU GPL) dan terjemahan kata per kata Quran.com; terjemahan ayat berasal dari quran-json (CC BY-SA 4.0). Arti kata hanyalah alat bantu belajar, bukan terjemahan Al-Qur’an.',
  'terms.fairHeading': 'Penggunaan yang wajar',
  'terms.fair':
    'Jangan mencoba membaca data pelajar lain, membebani layanan, atau mengirim pesan yang kasar. Jumlah pengiriman formulir kontak dan masukan dibatasi.',
  'terms.warrantyHeading': 'Tanpa jaminan',
  'terms.warranty':
    'Kalima disediakan apa adanya. Kami berusaha agar kemajuan Anda tidak pernah hilang, tetapi kami tidak bertanggung jawab atas kehilangan apa pun.',
  // team
  'team.title': 'Tim',
  'team.heading': 'Tim kami',
  'team.education': 'Pendidikan:',
  'team.expertise': 'Keahlian',
  'team.email': 'Email',
  'team.member.kalima.name': 'Tim Kalima',
  'team.member.kalima.role': 'Pengembangan dan kurasi',
  'team.member.kalima.bio':
    'Tim kecil yang terdiri atas para insinyur perangkat lunak dan pelajar bahasa Arab, yang membangun cara terbaik untuk mempelajari kosakata Al-Qur’an: data terbuka, angka yang jujur, dan kemajuan yang tidak pernah hilang.',
  'team.member.kalima.education': 'Studi bahasa Arab Al-Qur’an; rekayasa perangkat lunak',
  'team.member.kalima.expertise.morphology': 'Morfologi (sharaf) bahasa Arab Al-Qur’an',
  'team.member.kalima.expertise.spacedRepetition': 'Murajaah berkala',
  'team.member.kalima.expertise.accessibility': 'Aksesibilitas web',
  'team.member.kalima.expertise.offline': 'Aplikasi yang tetap berjalan tanpa internet',
  // embed
  'embed.title': 'Pasang kategori di situs Anda',
  'embed.heading': 'Pasang kategori ini di situs Anda',
  'embed.intro':
    'Pasang mode belajar mana pun di situs web masjid atau sekolah Anda: tempelkan dua baris ke halaman HTML biasa atau ke blok “Custom HTML” di WordPress. Tanpa langkah kompilasi, tanpa akun; kemajuan belajar tersimpan di peramban para pengunjung Anda.',
  'embed.mode': 'Mode belajar',
  'embed.deck': 'Kategori',
  'embed.language': 'Bahasa',
  'embed.theme': 'Warna',
  'embed.themeLight': 'Terang',
  'embed.themeDark': 'Gelap',
  'embed.themeAuto': 'Mengikuti pengaturan perangkat pengunjung',
  'embed.lessons': 'Pelajaran',
  'embed.surahs': 'Surah',
  'embed.snippetHeading': 'Potongan kode Anda',
  'embed.copy': 'Salin',
  'embed.copyScript': 'Salin kode skrip',
  'embed.copyFrame': 'Salin kode iframe',
  'embed.copied': 'Kode berhasil disalin ke papan klip!',
  'embed.copyBlocked': 'Penyalinan diblokir di sini: pilih kodenya, lalu salin secara manual.',
  'embed.frameHeading': 'Jika skrip tidak diizinkan: iframe',
  'embed.frame':
    'Google Sites, Notion, banyak platform pembelajaran, dan penulis WordPress yang tidak berhak menambahkan skrip dapat menempelkan iframe sebagai gantinya. Mode belajarnya sama; kemajuan tetap tersimpan di peramban para pengunjung Anda.',
  'embed.resize':
    'Jika skrip diizinkan, pasang baris ini satu kali di halaman agar setiap iframe Kalima menyesuaikan tingginya dengan isinya:',
  'embed.previewHeading': 'Pratinjau',
  'embed.previewReview':
    'Murajaah menampilkan kata-kata yang sudah dipelajari pengunjung di situs Anda, saat tiba waktunya untuk diulang.',
}
