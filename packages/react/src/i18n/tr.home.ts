// Turkish texts of the home page: the dictionary's 'home' part, loaded with the home page
// only (en.home.ts is the reference). Guide: docs/translating.md.
import type { Messages } from './en'

export const trHome: Messages<'home'> = {
  'home.start': '1. dersle başlayın',
  'home.startHint':
    'Her kelime anlamıyla ve geçtiği bir ayetle gösterilir. Dinleyin, sonra “Sonraki” düğmesine basın.',
  'home.continue': 'Devam et: {deck} · {mode}',
  'home.continueHint': 'Geçen sefer kaldığınız yer.',
  'home.ways': 'Ya da başka bir yolla çalışın',
  'home.way.words': 'Kelimeleri tek tek, sesi ve bir ayetle tanıyın.',
  'home.way.flashcards': 'Her kartı çevirin ve kelimeyi ne kadar bildiğinizi söyleyin.',
  'home.way.learn': 'Hepsini öğrenene kadar her kelimenin anlamını seçin.',
  'home.way.test': 'Kendinizi sınayın: kelime başına bir deneme ve puanınız.',
  'home.way.match': 'Kelimeleri süreye karşı anlamlarıyla eşleştirin.',
  'home.way.review': 'Zamanı gelen kelimeleri tekrar edin, akılda kalsınlar.',
  'home.title': 'Kalima ile Kur’an’ın kelimelerini öğrenin',
  'home.lead':
    'Kur’an’daki {total} kelimenin %{percent}’ini yalnızca {words} kelime oluşturur. Onları {lessons} derste, {languages} dilde anlamlarıyla öğrenin.',
  'home.leadPronouns': 'Zamirler ve eklerle birlikte bu oran %{percent} olur.',
  'home.figures': 'Rakamlarla Kalima',
  'home.figureWords': 'kelime',
  'home.figureCoverage': 'Kur’an metninin',
  'home.figureLessons': 'ders',
  'home.percent': '%{percent}',
  'home.openAssistant': 'Çalışma asistanını açın',
  'home.tabs': 'Çalışma konuları',
  'home.tab.words': 'Kur’an Kelimeleri',
  'home.tab.grammar': 'Dil bilgisi',
  'home.tab.dua': 'Dua',
  'home.tab.surahs': 'Sûreler',
  'home.tab.tajweed': 'Tecvid',
}
