// Chinese UI strings of the hosted site: the dictionary's 'site' part, loaded by the site
// with the main part (zh.ts); no widget or embedded element shows them. Guide: docs/translating.md.
import type { Messages } from './en'

export const zhSite: Messages<'site'> = {
  // site: header, footer, home, 404, card pages, account, contact, feedback, review
  'site.title': 'Kalima — 学习《古兰经》词汇',
  'site.description':
    '学习《古兰经》中最常见的 {words} 个词，约占全文的 {percent}%：五种学习方式、间隔复习，词义有 {languages} 种语言。',
  'site.skip': '跳到正文',
  'site.nav.main': '主导航',
  'site.nav.more': '更多',
  'site.nav.home': '首页',
  'site.nav.read': '读古兰经',
  'site.nav.about': '关于',
  'site.nav.contact': '联系',
  'site.nav.blog': '博客',
  'site.nav.team': '团队',
  'site.nav.feedback': '意见反馈',
  'site.nav.embed': '嵌入到网站',
  'site.nav.terms': '条款',
  'site.nav.privacy': '隐私',
  'site.footer.credits': '致谢',
  'site.signOut': '退出登录',
  'site.signOutPending':
    '有 {n} 个答案尚未同步到服务器（您似乎处于离线状态）。仍要退出并丢弃这些答案吗？',
  'site.stillSignedIn': '您仍处于登录状态：恢复联网后，您的答案会自动同步。',
  'site.notFound.title': '找不到页面',
  'site.notFound.text': '此地址没有页面。',
  'site.notFound.back': '返回首页选择一课',
  'site.taskbar': '任务栏',
  'site.cardTitle': '{deck} · {mode}',
  'site.auth.intro': '登录后，您的学习进度会保存在每台设备上。不登录也可以学习。',
  'site.contact.details': '联系方式',
  'site.contact.email': '电子邮件：',
  'site.contact.location': '所在地：美国',
  'site.feedback.intro': '告诉我们什么对您的学习有帮助，什么造成了阻碍。',
  'site.review.intro': '学过的词会在您快要忘记之前再次出现。',
  'site.readOffline.title': '离线阅读',
  'site.readOffline.intro':
    '下载每一章及其您的语言的逐词释义和译文，无网络也能阅读。打开过的章节本来就会保留。',
  'site.readOffline.size': '只需下载一次，约 {size} MB。',
  'site.readOffline.start': '下载全部章节',
  'site.readOffline.progress': '正在下载…… 第 {done} 个，共 {total} 个文件',
  'site.readOffline.done': '每一章都可以离线阅读了。',
  'site.readOffline.failed': '下载已中断。请检查网络后重试。',
  'site.readOffline.unavailable': '此浏览器无法保存章节以供离线阅读。',
  'site.today.intro': '先复习到期的单词，再学今天的新单词；每个词都以有助于记忆的方式提问。',
  'site.review.empty': '还没有学过任何内容？',
  'site.review.start': '从第 {n} 课开始',
}
