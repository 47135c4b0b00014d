// Chinese texts of the home page: the dictionary's 'home' part, loaded with the home page
// only (en.home.ts is the reference). Guide: docs/translating.md.
import type { Messages } from './en'

export const zhHome: Messages<'home'> = {
  'home.start': '从第 1 课开始',
  'home.startHint': '每个单词都附有释义和它出现的一节经文。先听一听，再点“下一个”。',
  'home.continue': '继续：{deck} · {mode}',
  'home.continueHint': '上次停下的地方。',
  'home.ways': '或者换一种方式学习',
  'home.way.words': '逐个认识单词，附读音和一节经文。',
  'home.way.flashcards': '翻开每张卡片，说出你对这个词的掌握程度。',
  'home.way.learn': '为每个词选出意思，直到全部掌握。',
  'home.way.test': '检验自己：每个词一次机会，最后看得分。',
  'home.way.match': '在限时内把单词和意思配对。',
  'home.way.review': '复习到期的单词，让它们记得更牢。',
  'home.title': '跟 Kalima 学习《古兰经》词汇',
  'home.lead':
    '《古兰经》共 {total} 个词，其中 {percent}% 由 {words} 个词构成。分 {lessons} 课学会它们，词义有 {languages} 种语言。',
  'home.leadPronouns': '加上代词和后缀，可覆盖 {percent}%。',
  'home.figures': '数字看 Kalima',
  'home.figureWords': '个词',
  'home.figureCoverage': '《古兰经》覆盖率',
  'home.figureLessons': '课',
  'home.percent': '{percent}%',
  'home.openAssistant': '打开学习助手',
  'home.tabs': '学习内容',
  'home.tab.words': '古兰经词汇',
  'home.tab.grammar': '语法',
  'home.tab.dua': '祈祷词',
  'home.tab.surahs': '章',
  'home.tab.tajweed': '诵读规则',
}
