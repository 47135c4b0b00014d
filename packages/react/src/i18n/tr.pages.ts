// Turkish texts of the site's content pages (About, Blog, Privacy, Terms, Team, Embed a deck):
// the dictionary's 'pages' part, loaded with a content page only (tr.ts is the part every
// page loads). Guide: docs/translating.md.
import type { Messages } from './en'

export const trPages: Messages<'pages'> = {
  // about
  'about.title': 'Hakkında',
  'about.heading': 'Kalima hakkında',
  'about.lead':
    'Kalima ({kalima}, “kelime”), Kur’an’da en sık geçen {words} kelimeyi öğretir. Bu kelimeler, Kur’an’daki {quranWords} kelimenin %{coverage} kadarını oluşturur; yani onları bilen bir öğrenci her sayfadaki kelimelerin yaklaşık beşte dördünü tanır. “Zamirler ve ekler” bölümündeki {pronouns} şahıs zamiri ve ekle ({examples} …) birlikte, {words} kelime ve zamirler metnin %{coverageWithPronouns} kadarını kapsar.',
  'about.statsLabel': 'Rakamlarla Kalima',
  'about.stats.words': 'Öğrenilecek kelime',
  'about.stats.lessons': 'Ders',
  'about.stats.languages': 'Dil',
  'about.stats.coverage': 'Kur’an kelimelerinin kapsanan oranı',
  'about.stats.coverageWithPronouns': '{words} kelime ve zamirlerin kapsadığı oran',
  'about.valuesHeading': 'Değerlerimiz',
  'about.values.authenticity.name': 'Sahihlik',
  'about.values.authenticity.text':
    'Her kelime, sıklık, kök ve örnek ayet Quranic Arabic Corpus verilerinden alınır; bu sitedeki her rakam bu verilerden hesaplanır.',
  'about.values.accessibility.name': 'Erişilebilirlik',
  'about.values.accessibility.text':
    'Ücretsizdir; ucuz telefonlarda ve yavaş bağlantılarda hızlı çalışır; internet olmadan, klavyeyle ve ekran okuyucuyla kullanılabilir; yedi dilde sunulur.',
  'about.values.innovation.name': 'Yenilikçilik',
  'about.values.innovation.text':
    'Günlük plan, altı çalışma yöntemi ve aralıklı tekrar; ilerlemeniz cihazlar arasında eşitlenir ve asla kaybolmaz.',
  'about.creditsHeading': 'Emeği geçenler',
  'about.usedFor.quranic-arabic-corpus':
    'lemmalar, sıklıklar, sözcük türleri, kökler ve kelimelerin yerleri (0.4 sürümü; Dirk Roorda ve Cornelis van Lit tarafından Text-Fabric biçimine dönüştürülmüş hâliyle)',
  'about.usedFor.tanzil': 'kelimelerin ve ayetlerin Arapça metni (Tanzil Uthmani 1.0.2)',
  'about.usedFor.quran-com':
    'İngilizce, Bengalce, Endonezce, Urduca, Türkçe ve Çince kelime kelime anlamlar: anlamların ilk taslağı; bu taslak daha sonra Kalima’ya katkıda bulunanlar tarafından gözden geçirildi',
  'about.usedFor.quran-json':
    'yedi dilin hepsinde ayet mealleri, ayetlerin Arapça metni, sure adları',
  'about.blog': 'Kelimelerin nasıl seçildiğini {link} okuyabilirsiniz.',
  'about.blogLink': 'blogumuzda',
  'about.notices':
    'Kalima açık kaynak kod ve yazı tipleriyle yapıldı. Bunların ve verilerin lisanslarını {link} bulabilirsiniz.',
  'about.noticesLink': 'bildirim dosyasında',
  // blog
  'blog.title': 'Blog',
  'blog.heading': 'Blog',
  'blog.postTitle': '{words} kelimeyi nasıl seçtik',
  'blog.p1':
    'Kur’an’da {quranWords} kelime vardır. Bunların birçoğu, sözlükteki aynı kelimenin farklı biçimleridir: örneğin {examples}, hepsi “demek” fiilinin biçimleridir. Dilbilimciler sözlükteki bu temel kelimeye {lemma} der; Kalima da lemmaları öğretir.',
  'blog.lemma': 'lemma',
  'blog.p2':
    'Quranic Arabic Corpus’taki her lemmanın, bir kelimenin ana parçası olarak kaç kez geçtiğini saydık. En sık geçen lemma {top} ({transliteration}) olup tam {topCount} kez geçer. Listedeki {words} lemmanın sonuncusu {lastCount} kez geçer; birkaç lemmanın sayısı eşit olduğunda mushafta önce geçen lemma öne alınır.',
  'blog.p3':
    'Bu {words} lemma, Kur’an’daki kelimelerin {covered} tanesini, yani %{coverage} kadarını oluşturur. Eğri başta çok diktir: yalnızca ilk üç ders bile kelimelerin %{firstThree} kadarını kapsar. Şahıs zamirlerinin korpusta lemması yoktur; kendi bölümlerinde öğretilen zamirlerle birlikte {words} kelime ve zamirler {coveredWithPronouns} kelimeye, yani %{coverageWithPronouns} oranına ulaşır.',
  'blog.tableCaption': 'Her dersten sonra Kur’an kelimelerinin kapsanan oranı',
  'blog.tableLesson': 'Tamamlanan ders',
  'blog.tableCovered': 'Kapsanan kelime',
  'blog.tableShare': 'Oran',
  'blog.p4':
    'Her kelime, geçtiği bir örnek ayetle ve yedi dildeki anlamıyla birlikte gelir; bu anlamlar Quran.com’un kelime kelime çevirilerinden tek tek elle gözden geçirilerek hazırlanmıştır.',
  // privacy
  'privacy.title': 'Gizlilik',
  'privacy.heading': 'Gizlilik',
  'privacy.intro':
    'Kalima yalnızca ilerlemenizi korumak için gerekeni saklar. Reklam yok, takip aracı yok.',
  'privacy.deviceHeading': 'Cihazınızda (her zaman)',
  'privacy.device.progress':
    'Seçtiğiniz dil, ayarlarınız ve çalışma ilerlemeniz (her kelime için: doğru cevaplar, denemeler ve tekrar takvimi; her ders için: pekişen kelimeler ve son ziyaret; sınav sonuçları; çalışma yardımcısı ve günlük planınız için günlük cevap sayısı), tarayıcınızın IndexedDB deposunda.',
  'privacy.device.files':
    'Uygulamanın dosyaları; internet olmadan da çalışması için önbellekte tutulur.',
  'privacy.device.backup':
    'İlerlemenizin bir kopyasını kaydederseniz (Ayarlar, İlerleme): cihazınızda yalnızca sizin tuttuğunuz bir dosya. Geri yüklendiğinde tarayıcınızda okunur; sunucumuza ancak giriş yaptığınızda, diğer cevaplarınız gibi ulaşır.',
  'privacy.serverHeading': 'Sunucumuzda (yalnızca giriş yaparsanız)',
  'privacy.server.account':
    'Hesabınız: kullanıcı adı, e-posta, görünen ad, isteğe bağlı profil resmi, parolanın özet değeri.',
  'privacy.server.progress':
    'Ayarlarınız, ilerlemeniz, kart başına harcadığınız süre ve sınav sonuçlarınız; bunları yalnızca siz okuyabilir ve değiştirebilirsiniz.',
  'privacy.server.reminders':
    'Tekrar hatırlatıcılarını açarsanız: hatırlatma saatiniz, saat diliminiz ve gönderilen her hatırlatma; her e-postada, giriş yapmadan hatırlatıcıları kapatmanızı sağlayan bir bağlantı bulunur.',
  'privacy.writeHeading': 'Bize yazdığınızda',
  'privacy.write.contact':
    'İletişim mesajları (ad, e-posta, konu, mesaj) saklanır ve ekibimize e-postayla iletilir.',
  'privacy.write.feedback': 'Geri bildirimler (puan, yorum, isteğe bağlı e-posta) saklanır.',
  'privacy.write.readBack':
    'Bunlar, uygulamanın API arayüzü üzerinden hiç kimse tarafından geri okunamaz.',
  'privacy.embedHeading': 'Başka sitelere eklenen bileşenler',
  'privacy.embed':
    'Başka bir sitedeki Kalima bileşeni, ilerlemeyi yalnızca o sitenin tarayıcı deposunda tutar; sunucumuza hiçbir şey göndermez.',
  'privacy.delete': 'Hesabınızı ve verilerinizi silmek için iletişim sayfasından bize yazın.',
  // terms
  'terms.title': 'Kullanım koşulları',
  'terms.heading': 'Kullanım koşulları',
  'terms.intro':
    'Kalima; öğrenmek, öğretmek ve kendi sayfalarınıza eklemek için ücretsiz olarak kullanılabilir.',
  'terms.accountHeading': 'Hesabınız',
  'terms.account':
    'Hesap açmadan da çalışabilirsiniz. Hesap açarsanız parolanızı kimseyle paylaşmayın; hesabınızın ve verilerinin silinmesini istediğiniz zaman iletişim sayfasından bizden isteyebilirsiniz.',
  'terms.contentHeading': 'İçerik',
  'terms.content':
    'Kelime listesi Quranic Arabic Corpus (GNU GPL) ve Quran.com kelime kelime çevirilerinden elde edilmiştir; ayet mealleri quran-json kaynağından alınmıştır (CC BY-SA 4.0). Anlamlar çalışmaya yardımcı olmak içindir; bir Kur’an meali değildir.',
  'terms.fairHeading': 'Adil kullanım',
  'terms.fair':
    'Diğer öğrencilerin verilerini okumaya, hizmeti aşırı yüklemeye veya hakaret içeren mesajlar göndermeye çalışmayın. İletişim ve geri bildirim formlarında gönderim sayısı sınırlıdır.',
  'terms.warrantyHeading': 'Garanti yoktur',
  'terms.warranty':
    'Kalima olduğu gibi sunulur. İlerlemenizin hiçbir zaman kaybolmaması için çalışıyoruz, ancak olası kayıplardan sorumluluk kabul etmiyoruz.',
  // team
  'team.title': 'Ekip',
  'team.heading': 'Ekibimiz',
  'team.education': 'Eğitim:',
  'team.expertise': 'Uzmanlık alanları',
  'team.email': 'E-posta',
  'team.member.kalima.name': 'Kalima Ekibi',
  'team.member.kalima.role': 'Yazılım geliştirme ve içerik düzenleme',
  'team.member.kalima.bio':
    'Kur’an’ın kelimelerini öğrenmenin en iyi yolunu geliştiren, yazılım mühendisleri ve Arapça öğrencilerinden oluşan küçük bir ekip: açık veri, dürüst rakamlar ve asla kaybolmayan ilerleme.',
  'team.member.kalima.education': 'Kur’an Arapçası çalışmaları; yazılım mühendisliği',
  'team.member.kalima.expertise.morphology': 'Kur’an Arapçasında sarf (morfoloji)',
  'team.member.kalima.expertise.spacedRepetition': 'Aralıklı tekrar',
  'team.member.kalima.expertise.accessibility': 'Web erişilebilirliği',
  'team.member.kalima.expertise.offline': 'İnternetsiz de çalışan uygulamalar',
  // embed
  'embed.title': 'Bir bölümü sitenize ekleyin',
  'embed.heading': 'Bu bölümü sitenize ekleyin',
  'embed.intro':
    'Herhangi bir çalışma yöntemini caminizin veya okulunuzun web sitesine koyun: iki satırı sade bir HTML sayfasına ya da bir WordPress “Custom HTML” bloğuna yapıştırmanız yeterli. Derleme adımı yok, hesap gerekmez; ilerleme ziyaretçilerinizin tarayıcılarında kalır.',
  'embed.mode': 'Çalışma yöntemi',
  'embed.deck': 'Bölüm',
  'embed.language': 'Dil',
  'embed.theme': 'Renkler',
  'embed.themeLight': 'Açık',
  'embed.themeDark': 'Karanlık',
  'embed.themeAuto': 'Ziyaretçinin cihaz ayarına göre',
  'embed.lessons': 'Dersler',
  'embed.surahs': 'Sureler',
  'embed.snippetHeading': 'Kodunuz',
  'embed.copy': 'Kopyala',
  'embed.copyScript': 'Betik kodunu kopyala',
  'embed.copyFrame': 'iframe kodunu kopyala',
  'embed.copied': 'Kod panoya kopyalandı!',
  'embed.copyBlocked': 'Burada kopyalama engellendi: kodu seçip elle kopyalayın.',
  'embed.frameHeading': 'Betiklere izin verilmeyen yerlerde: iframe',
  'embed.frame':
    'Google Sites, Notion, birçok eğitim platformu ve betik ekleme yetkisi olmayan WordPress yazarları bunun yerine bir iframe yapıştırabilir. Aynı çalışma yöntemini gösterir; ilerleme ziyaretçilerinizin tarayıcılarında kalır.',
  'embed.resize':
    'Betiklere izin verilen yerlerde, sayfaya bir kez eklenen bu satır her Kalima iframe öğesinin yüksekliğini içeriğine göre ayarlar:',
  'embed.previewHeading': 'Önizleme',
  'embed.previewReview':
    'Tekrar yöntemi, bir ziyaretçinin sitenizde daha önce çalıştığı kelimeleri, tekrar zamanı geldiğinde gösterir.',
}
