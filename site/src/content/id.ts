// Indonesian texts of the site's content pages: a translation of en.ts, key for key.
import type { PageTexts } from './en'

export const id: PageTexts = {
  about: {
    title: 'Tentang',
    heading: 'Tentang Kalima',
    lead: 'Kalima ({kalima}, “kata”) mengajarkan {words} kata yang paling sering muncul dalam Al-Qur’an. Bersama-sama, kata-kata ini mencakup {coverage}% dari {quranWords} kata dalam Al-Qur’an, sehingga pelajar yang menguasainya dapat mengenali kira-kira empat dari setiap lima kata di setiap halaman mushaf. Ditambah {pronouns} kata ganti orang dan akhiran dari kategori “Kata ganti dan akhiran” ({examples} …), {words} kata beserta kata ganti ini mencakup {coverageWithPronouns}%.',
    statsLabel: 'Kalima dalam angka',
    stats: {
      words: 'Kata untuk dipelajari',
      lessons: 'Pelajaran',
      languages: 'Bahasa',
      coverage: 'Kata Al-Qur’an yang tercakup',
      coverageWithPronouns: 'Tercakup oleh {words} kata + kata ganti',
    },
    valuesHeading: 'Nilai-nilai kami',
    values: [
      {
        name: 'Keaslian',
        text: 'Setiap kata, frekuensi, akar kata, dan contoh ayat berasal dari Quranic Arabic Corpus; setiap angka di situs ini dihitung dari sumber tersebut.',
      },
      {
        name: 'Aksesibilitas',
        text: 'Gratis, cepat di ponsel murah dan jaringan lambat, tetap bisa dipakai tanpa internet, dengan papan ketik maupun pembaca layar, dalam tujuh bahasa.',
      },
      {
        name: 'Inovasi',
        text: 'Rencana harian, enam mode belajar, dan murajaah berkala, dengan kemajuan yang tersinkron di semua perangkat dan tidak pernah hilang.',
      },
    ],
    creditsHeading: 'Kredit',
    /** What Kalima takes from each data source (the attribution itself is quoted as the source requires). */
    usedFor: {
      'quranic-arabic-corpus':
        'lema, frekuensi, jenis kata, akar kata, dan posisi kata (versi 0.4, sebagaimana dikonversi ke Text-Fabric oleh Dirk Roorda dan Cornelis van Lit)',
      tanzil: 'teks Arab kata dan ayat (Tanzil Uthmani 1.0.2)',
      'quran-com':
        'arti kata per kata dalam bahasa Inggris, Bengali, Indonesia, Urdu, Turki, dan Mandarin: draf pertama arti kata, yang kemudian diperiksa dan disempurnakan oleh para kontributor Kalima',
      'quran-json': 'terjemahan ayat dalam ketujuh bahasa, teks Arab ayat, dan nama-nama surah',
    },
    blog: 'Cara kata-kata ini dipilih diceritakan di {link}.',
    blogLink: 'blog kami',
    notices:
      'Kalima dibangun dengan kode dan fon sumber terbuka. Lisensinya, juga lisensi datanya, tercantum di {link}.',
    noticesLink: 'berkas pemberitahuan',
  },
  blog: {
    title: 'Blog',
    heading: 'Blog',
    postTitle: 'Bagaimana kami memilih {words} kata',
    p1: 'Al-Qur’an terdiri atas {quranWords} kata. Banyak di antaranya merupakan bentuk-bentuk dari satu kata yang sama di kamus: {examples} semuanya adalah kata kerja “berkata”. Ahli bahasa menyebut kata kamus itu {lemma}, dan Kalima mengajarkan lema.',
    lemma: 'lema',
    p2: 'Untuk setiap lema dalam Quranic Arabic Corpus, kami menghitung berapa kali lema itu muncul sebagai bagian utama sebuah kata. Yang paling sering adalah {top} ({transliteration}), sebanyak {topCount} kali. Lema terakhir dari {words} lema itu muncul {lastCount} kali; bila beberapa lema memiliki jumlah yang sama, lema yang lebih dulu muncul dalam mushaf ditempatkan lebih dulu.',
    p3: 'Sebanyak {words} lema itu mencakup {covered} kata Al-Qur’an, atau {coverage}%. Kurvanya menanjak tajam di awal: tiga pelajaran pertama saja sudah mencakup {firstThree}% kata. Kata ganti orang tidak memiliki lema dalam korpus; karena diajarkan dalam kategori tersendiri, kata ganti menambah cakupan {words} kata + kata ganti menjadi {coveredWithPronouns} kata, atau {coverageWithPronouns}%.',
    tableCaption: 'Persentase kata Al-Qur’an yang tercakup setelah setiap pelajaran',
    tableLesson: 'Setelah pelajaran',
    tableCovered: 'Kata tercakup',
    tableShare: 'Persentase',
    p4: 'Setiap kata disertai contoh ayat tempat kata itu muncul, beserta artinya dalam tujuh bahasa, yang diperiksa satu per satu dari terjemahan kata per kata Quran.com.',
  },
  privacy: {
    title: 'Privasi',
    heading: 'Privasi',
    intro:
      'Kalima hanya menyimpan apa yang diperlukan untuk menjaga kemajuan belajar Anda. Tanpa iklan, tanpa pelacak.',
    deviceHeading: 'Di perangkat Anda (selalu)',
    device: [
      'Bahasa pilihan, pengaturan, dan kemajuan belajar Anda (per kata: jawaban benar dan jumlah percobaan, serta jadwal murajaahnya; per pelajaran: kata yang dikuasai dan kunjungan terakhir; hasil tes; jumlah jawaban harian untuk asisten belajar dan rencana harian Anda), disimpan di IndexedDB pada peramban Anda.',
      'Berkas-berkas aplikasi, disimpan di cache agar tetap bisa dipakai tanpa internet.',
      'Jika Anda menyimpan salinan kemajuan (Pengaturan, Kemajuan): sebuah berkas di perangkat Anda yang hanya Anda pegang. Memulihkannya membaca berkas itu di peramban Anda; isinya sampai ke server kami hanya seperti jawaban Anda lainnya, saat Anda masuk.',
    ],
    serverHeading: 'Di server kami (hanya jika Anda masuk)',
    server: [
      'Akun Anda: nama pengguna, email, nama tampilan, foto profil (opsional), dan hash kata sandi.',
      'Pengaturan, kemajuan, waktu yang dihabiskan per kartu, dan hasil tes Anda, yang hanya dapat dibaca dan diubah oleh Anda sendiri.',
      'Jika Anda mengaktifkan pengingat murajaah: jam pengingat dan zona waktu Anda, serta setiap pengingat yang terkirim; setiap email memuat tautan untuk mematikan pengingat tanpa perlu masuk.',
    ],
    writeHeading: 'Saat Anda menghubungi kami',
    write: [
      'Pesan kontak (nama, email, subjek, pesan) disimpan dan dikirim lewat email kepada tim kami.',
      'Masukan (penilaian, komentar, email opsional) disimpan.',
      'Keduanya tidak dapat dibaca kembali oleh siapa pun melalui API aplikasi.',
    ],
    embedHeading: 'Widget yang dipasang di situs lain',
    embed:
      'Widget Kalima di situs lain menyimpan kemajuannya hanya di penyimpanan peramban untuk situs tersebut; widget itu tidak mengirim apa pun ke server kami.',
    delete: 'Untuk menghapus akun dan data Anda, hubungi kami melalui halaman kontak.',
  },
  terms: {
    title: 'Ketentuan penggunaan',
    heading: 'Ketentuan penggunaan',
    intro:
      'Kalima boleh digunakan secara gratis untuk belajar, mengajar, dan dipasang di halaman Anda sendiri.',
    accountHeading: 'Akun Anda',
    account:
      'Anda bisa belajar tanpa akun. Jika Anda membuat akun, jangan beri tahu kata sandi Anda kepada siapa pun; Anda dapat meminta kami menghapus akun beserta datanya kapan saja melalui halaman kontak.',
    contentHeading: 'Konten',
    content:
      'Kosakata diambil dari Quranic Arabic Corpus (GNU GPL) dan terjemahan kata per kata Quran.com; terjemahan ayat berasal dari quran-json (CC BY-SA 4.0). Arti kata hanyalah alat bantu belajar, bukan terjemahan Al-Qur’an.',
    fairHeading: 'Penggunaan yang wajar',
    fair: 'Jangan mencoba membaca data pelajar lain, membebani layanan, atau mengirim pesan yang kasar. Jumlah pengiriman formulir kontak dan masukan dibatasi.',
    warrantyHeading: 'Tanpa jaminan',
    warranty:
      'Kalima disediakan apa adanya. Kami berusaha agar kemajuan Anda tidak pernah hilang, tetapi kami tidak bertanggung jawab atas kehilangan apa pun.',
  },
  team: {
    title: 'Tim',
    heading: 'Tim kami',
    education: 'Pendidikan:',
    expertise: 'Keahlian',
    email: 'Email',
    /** The members of site/src/data/team.json, by their `id`. */
    members: {
      kalima: {
        name: 'Tim Kalima',
        role: 'Pengembangan dan kurasi',
        bio: 'Tim kecil yang terdiri atas para insinyur perangkat lunak dan pelajar bahasa Arab, yang membangun cara terbaik untuk mempelajari kosakata Al-Qur’an: data terbuka, angka yang jujur, dan kemajuan yang tidak pernah hilang.',
        education: 'Studi bahasa Arab Al-Qur’an; rekayasa perangkat lunak',
        expertise: [
          'Morfologi (sharaf) bahasa Arab Al-Qur’an',
          'Murajaah berkala',
          'Aksesibilitas web',
          'Aplikasi yang tetap berjalan tanpa internet',
        ],
      },
    },
  },
  embed: {
    title: 'Pasang kategori di situs Anda',
    heading: 'Pasang kategori ini di situs Anda',
    intro:
      'Pasang mode belajar mana pun di situs web masjid atau sekolah Anda: tempelkan dua baris ke halaman HTML biasa atau ke blok “Custom HTML” di WordPress. Tanpa langkah kompilasi, tanpa akun; kemajuan belajar tersimpan di peramban para pengunjung Anda.',
    mode: 'Mode belajar',
    deck: 'Kategori',
    language: 'Bahasa',
    theme: 'Warna',
    themeLight: 'Terang',
    themeDark: 'Gelap',
    themeAuto: 'Mengikuti pengaturan perangkat pengunjung',
    lessons: 'Pelajaran',
    surahs: 'Surah',
    snippetHeading: 'Potongan kode Anda',
    copy: 'Salin',
    copyScript: 'Salin kode skrip',
    copyFrame: 'Salin kode iframe',
    copied: 'Kode berhasil disalin ke papan klip!',
    copyBlocked: 'Penyalinan diblokir di sini: pilih kodenya, lalu salin secara manual.',
    frameHeading: 'Jika skrip tidak diizinkan: iframe',
    frame:
      'Google Sites, Notion, banyak platform pembelajaran, dan penulis WordPress yang tidak berhak menambahkan skrip dapat menempelkan iframe sebagai gantinya. Mode belajarnya sama; kemajuan tetap tersimpan di peramban para pengunjung Anda.',
    resize:
      'Jika skrip diizinkan, pasang baris ini satu kali di halaman agar setiap iframe Kalima menyesuaikan tingginya dengan isinya:',
    previewHeading: 'Pratinjau',
    previewReview:
      'Murajaah menampilkan kata-kata yang sudah dipelajari pengunjung di situs Anda, saat tiba waktunya untuk diulang.',
  },
}
