// Turkish texts of the site's content pages: a translation of en.ts, key for key.
import type { PageTexts } from './en'

export const tr: PageTexts = {
  about: {
    title: 'Hakkında',
    heading: 'Kalima hakkında',
    lead: 'Kalima ({kalima}, “kelime”), Kur’an’da en sık geçen {words} kelimeyi öğretir. Bu kelimeler, Kur’an’daki {quranWords} kelimenin %{coverage} kadarını oluşturur; yani onları bilen bir öğrenci her sayfadaki kelimelerin yaklaşık beşte dördünü tanır. “Zamirler ve ekler” bölümündeki {pronouns} şahıs zamiri ve ekle ({examples} …) birlikte, {words} kelime ve zamirler metnin %{coverageWithPronouns} kadarını kapsar.',
    statsLabel: 'Rakamlarla Kalima',
    stats: {
      words: 'Öğrenilecek kelime',
      lessons: 'Ders',
      languages: 'Dil',
      coverage: 'Kur’an kelimelerinin kapsanan oranı',
      coverageWithPronouns: '{words} kelime ve zamirlerin kapsadığı oran',
    },
    valuesHeading: 'Değerlerimiz',
    values: [
      {
        name: 'Sahihlik',
        text: 'Her kelime, sıklık, kök ve örnek ayet Quranic Arabic Corpus verilerinden alınır; bu sitedeki her rakam bu verilerden hesaplanır.',
      },
      {
        name: 'Erişilebilirlik',
        text: 'Ücretsizdir; ucuz telefonlarda ve yavaş bağlantılarda hızlı çalışır; internet olmadan, klavyeyle ve ekran okuyucuyla kullanılabilir; yedi dilde sunulur.',
      },
      {
        name: 'Yenilikçilik',
        text: 'Günlük plan, altı çalışma yöntemi ve aralıklı tekrar; ilerlemeniz cihazlar arasında eşitlenir ve asla kaybolmaz.',
      },
    ],
    creditsHeading: 'Emeği geçenler',
    /** What Kalima takes from each data source (the attribution itself is quoted as the source requires). */
    usedFor: {
      'quranic-arabic-corpus':
        'lemmalar, sıklıklar, sözcük türleri, kökler ve kelimelerin yerleri (0.4 sürümü; Dirk Roorda ve Cornelis van Lit tarafından Text-Fabric biçimine dönüştürülmüş hâliyle)',
      tanzil: 'kelimelerin ve ayetlerin Arapça metni (Tanzil Uthmani 1.0.2)',
      'quran-com':
        'İngilizce, Bengalce, Endonezce, Urduca, Türkçe ve Çince kelime kelime anlamlar: anlamların ilk taslağı; bu taslak daha sonra Kalima’ya katkıda bulunanlar tarafından gözden geçirildi',
      'quran-json': 'yedi dilin hepsinde ayet mealleri, ayetlerin Arapça metni, sure adları',
    },
    blog: 'Kelimelerin nasıl seçildiğini {link} okuyabilirsiniz.',
    blogLink: 'blogumuzda',
    notices:
      'Kalima açık kaynak kod ve yazı tipleriyle yapıldı. Bunların ve verilerin lisanslarını {link} bulabilirsiniz.',
    noticesLink: 'bildirim dosyasında',
  },
  blog: {
    title: 'Blog',
    heading: 'Blog',
    postTitle: '{words} kelimeyi nasıl seçtik',
    p1: 'Kur’an’da {quranWords} kelime vardır. Bunların birçoğu, sözlükteki aynı kelimenin farklı biçimleridir: örneğin {examples}, hepsi “demek” fiilinin biçimleridir. Dilbilimciler sözlükteki bu temel kelimeye {lemma} der; Kalima da lemmaları öğretir.',
    lemma: 'lemma',
    p2: 'Quranic Arabic Corpus’taki her lemmanın, bir kelimenin ana parçası olarak kaç kez geçtiğini saydık. En sık geçen lemma {top} ({transliteration}) olup tam {topCount} kez geçer. Listedeki {words} lemmanın sonuncusu {lastCount} kez geçer; birkaç lemmanın sayısı eşit olduğunda mushafta önce geçen lemma öne alınır.',
    p3: 'Bu {words} lemma, Kur’an’daki kelimelerin {covered} tanesini, yani %{coverage} kadarını oluşturur. Eğri başta çok diktir: yalnızca ilk üç ders bile kelimelerin %{firstThree} kadarını kapsar. Şahıs zamirlerinin korpusta lemması yoktur; kendi bölümlerinde öğretilen zamirlerle birlikte {words} kelime ve zamirler {coveredWithPronouns} kelimeye, yani %{coverageWithPronouns} oranına ulaşır.',
    tableCaption: 'Her dersten sonra Kur’an kelimelerinin kapsanan oranı',
    tableLesson: 'Tamamlanan ders',
    tableCovered: 'Kapsanan kelime',
    tableShare: 'Oran',
    p4: 'Her kelime, geçtiği bir örnek ayetle ve yedi dildeki anlamıyla birlikte gelir; bu anlamlar Quran.com’un kelime kelime çevirilerinden tek tek elle gözden geçirilerek hazırlanmıştır.',
  },
  privacy: {
    title: 'Gizlilik',
    heading: 'Gizlilik',
    intro:
      'Kalima yalnızca ilerlemenizi korumak için gerekeni saklar. Reklam yok, takip aracı yok.',
    deviceHeading: 'Cihazınızda (her zaman)',
    device: [
      'Seçtiğiniz dil, ayarlarınız ve çalışma ilerlemeniz (her kelime için: doğru cevaplar, denemeler ve tekrar takvimi; her ders için: pekişen kelimeler ve son ziyaret; sınav sonuçları; çalışma yardımcısı ve günlük planınız için günlük cevap sayısı), tarayıcınızın IndexedDB deposunda.',
      'Uygulamanın dosyaları; internet olmadan da çalışması için önbellekte tutulur.',
      'İlerlemenizin bir kopyasını kaydederseniz (Ayarlar, İlerleme): cihazınızda yalnızca sizin tuttuğunuz bir dosya. Geri yüklendiğinde tarayıcınızda okunur; sunucumuza ancak giriş yaptığınızda, diğer cevaplarınız gibi ulaşır.',
    ],
    serverHeading: 'Sunucumuzda (yalnızca giriş yaparsanız)',
    server: [
      'Hesabınız: kullanıcı adı, e-posta, görünen ad, isteğe bağlı profil resmi, parolanın özet değeri.',
      'Ayarlarınız, ilerlemeniz, kart başına harcadığınız süre ve sınav sonuçlarınız; bunları yalnızca siz okuyabilir ve değiştirebilirsiniz.',
      'Tekrar hatırlatıcılarını açarsanız: hatırlatma saatiniz, saat diliminiz ve gönderilen her hatırlatma; her e-postada, giriş yapmadan hatırlatıcıları kapatmanızı sağlayan bir bağlantı bulunur.',
    ],
    writeHeading: 'Bize yazdığınızda',
    write: [
      'İletişim mesajları (ad, e-posta, konu, mesaj) saklanır ve ekibimize e-postayla iletilir.',
      'Geri bildirimler (puan, yorum, isteğe bağlı e-posta) saklanır.',
      'Bunlar, uygulamanın API arayüzü üzerinden hiç kimse tarafından geri okunamaz.',
    ],
    embedHeading: 'Başka sitelere eklenen bileşenler',
    embed:
      'Başka bir sitedeki Kalima bileşeni, ilerlemeyi yalnızca o sitenin tarayıcı deposunda tutar; sunucumuza hiçbir şey göndermez.',
    delete: 'Hesabınızı ve verilerinizi silmek için iletişim sayfasından bize yazın.',
  },
  terms: {
    title: 'Kullanım koşulları',
    heading: 'Kullanım koşulları',
    intro:
      'Kalima; öğrenmek, öğretmek ve kendi sayfalarınıza eklemek için ücretsiz olarak kullanılabilir.',
    accountHeading: 'Hesabınız',
    account:
      'Hesap açmadan da çalışabilirsiniz. Hesap açarsanız parolanızı kimseyle paylaşmayın; hesabınızın ve verilerinin silinmesini istediğiniz zaman iletişim sayfasından bizden isteyebilirsiniz.',
    contentHeading: 'İçerik',
    content:
      'Kelime listesi Quranic Arabic Corpus (GNU GPL) ve Quran.com kelime kelime çevirilerinden elde edilmiştir; ayet mealleri quran-json kaynağından alınmıştır (CC BY-SA 4.0). Anlamlar çalışmaya yardımcı olmak içindir; bir Kur’an meali değildir.',
    fairHeading: 'Adil kullanım',
    fair: 'Diğer öğrencilerin verilerini okumaya, hizmeti aşırı yüklemeye veya hakaret içeren mesajlar göndermeye çalışmayın. İletişim ve geri bildirim formlarında gönderim sayısı sınırlıdır.',
    warrantyHeading: 'Garanti yoktur',
    warranty:
      'Kalima olduğu gibi sunulur. İlerlemenizin hiçbir zaman kaybolmaması için çalışıyoruz, ancak olası kayıplardan sorumluluk kabul etmiyoruz.',
  },
  team: {
    title: 'Ekip',
    heading: 'Ekibimiz',
    education: 'Eğitim:',
    expertise: 'Uzmanlık alanları',
    email: 'E-posta',
    /** The members of site/src/data/team.json, by their `id`. */
    members: {
      kalima: {
        name: 'Kalima Ekibi',
        role: 'Yazılım geliştirme ve içerik düzenleme',
        bio: 'Kur’an’ın kelimelerini öğrenmenin en iyi yolunu geliştiren, yazılım mühendisleri ve Arapça öğrencilerinden oluşan küçük bir ekip: açık veri, dürüst rakamlar ve asla kaybolmayan ilerleme.',
        education: 'Kur’an Arapçası çalışmaları; yazılım mühendisliği',
        expertise: [
          'Kur’an Arapçasında sarf (morfoloji)',
          'Aralıklı tekrar',
          'Web erişilebilirliği',
          'İnternetsiz de çalışan uygulamalar',
        ],
      },
    },
  },
  embed: {
    title: 'Bir bölümü sitenize ekleyin',
    heading: 'Bu bölümü sitenize ekleyin',
    intro:
      'Herhangi bir çalışma yöntemini caminizin veya okulunuzun web sitesine koyun: iki satırı sade bir HTML sayfasına ya da bir WordPress “Custom HTML” bloğuna yapıştırmanız yeterli. Derleme adımı yok, hesap gerekmez; ilerleme ziyaretçilerinizin tarayıcılarında kalır.',
    mode: 'Çalışma yöntemi',
    deck: 'Bölüm',
    language: 'Dil',
    theme: 'Renkler',
    themeLight: 'Açık',
    themeDark: 'Karanlık',
    themeAuto: 'Ziyaretçinin cihaz ayarına göre',
    lessons: 'Dersler',
    surahs: 'Sureler',
    snippetHeading: 'Kodunuz',
    copy: 'Kopyala',
    copyScript: 'Betik kodunu kopyala',
    copyFrame: 'iframe kodunu kopyala',
    copied: 'Kod panoya kopyalandı!',
    copyBlocked: 'Burada kopyalama engellendi: kodu seçip elle kopyalayın.',
    frameHeading: 'Betiklere izin verilmeyen yerlerde: iframe',
    frame:
      'Google Sites, Notion, birçok eğitim platformu ve betik ekleme yetkisi olmayan WordPress yazarları bunun yerine bir iframe yapıştırabilir. Aynı çalışma yöntemini gösterir; ilerleme ziyaretçilerinizin tarayıcılarında kalır.',
    resize:
      'Betiklere izin verilen yerlerde, sayfaya bir kez eklenen bu satır her Kalima iframe öğesinin yüksekliğini içeriğine göre ayarlar:',
    previewHeading: 'Önizleme',
    previewReview:
      'Tekrar yöntemi, bir ziyaretçinin sitenizde daha önce çalıştığı kelimeleri, tekrar zamanı geldiğinde gösterir.',
  },
}
