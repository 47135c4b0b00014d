// Chinese texts of the site's content pages (About, Blog, Privacy, Terms, Team, Embed a deck):
// the dictionary's 'pages' part, loaded with a content page only (zh.ts is the part every
// page loads). Guide: docs/translating.md.
import type { Messages } from './en'

export const zhPages: Messages<'pages'> = {
  // about
  'about.title': '关于',
  'about.heading': '关于 Kalima',
  'about.lead':
    'Kalima（{kalima}，意为“词”）教授《古兰经》中最常见的 {words} 个词。它们占《古兰经》全部 {quranWords} 个词的 {coverage}%，所以掌握了这些词的学习者，在每一页上大约能认出五分之四的词。再加上“代词与后缀”组中的 {pronouns} 个人称代词和后缀（{examples} …），这 {words} 个词连同代词可覆盖 {coverageWithPronouns}%。',
  'about.statsLabel': '数字看 Kalima',
  'about.stats.words': '个要学的词',
  'about.stats.lessons': '课',
  'about.stats.languages': '种语言',
  'about.stats.coverage': '《古兰经》词汇覆盖率',
  'about.stats.coverageWithPronouns': '{words} 个词连同代词的覆盖率',
  'about.valuesHeading': '我们的理念',
  'about.values.authenticity.name': '真实可靠',
  'about.values.authenticity.text':
    '每个词及其词频、词根和例句经文都出自 Quranic Arabic Corpus；本站的每一个数字都由它计算得出。',
  'about.values.accessibility.name': '人人可用',
  'about.values.accessibility.text':
    '免费；在廉价手机和慢速网络上也运行流畅；可离线使用，可用键盘和读屏软件操作；提供七种语言。',
  'about.values.innovation.name': '不断创新',
  'about.values.innovation.text':
    '每日计划、六种学习方式和间隔重复复习；学习进度在各设备间同步，永不丢失。',
  'about.creditsHeading': '致谢',
  'about.usedFor.quranic-arabic-corpus':
    '词元、词频、词性、词根和词的位置（0.4 版，由 Dirk Roorda 和 Cornelis van Lit 转换为 Text-Fabric 格式）',
  'about.usedFor.tanzil': '词和经文的阿拉伯文原文（Tanzil Uthmani 1.0.2）',
  'about.usedFor.quran-com':
    '英语、孟加拉语、印尼语、乌尔都语、土耳其语和中文的逐词释义：词义的初稿，之后由 Kalima 的贡献者逐一审校',
  'about.usedFor.quran-json': '全部七种语言的经文译文、阿拉伯文经文和各章名称',
  'about.blog': '这些词是怎样选出来的，详见{link}。',
  'about.blogLink': '我们的博客',
  'about.notices': 'Kalima 使用开源代码和字体构建。它们以及数据的许可协议列在{link}中。',
  'about.noticesLink': '声明文件',
  // blog
  'blog.title': '博客',
  'blog.heading': '博客',
  'blog.postTitle': '我们如何选出这 {words} 个词',
  'blog.p1':
    '《古兰经》共有 {quranWords} 个词。其中许多是同一个词典词的不同形式：{examples} 都是动词“说”。语言学家把这样的词典词称为{lemma}，Kalima 教的就是词元。',
  'blog.lemma': '词元',
  'blog.p2':
    '我们统计了 Quranic Arabic Corpus 中每个词元作为词的主体部分出现的次数。最常见的是 {top}（{transliteration}），共出现 {topCount} 次。这 {words} 个词元中的最后一个出现 {lastCount} 次；几个词元出现次数相同时，在穆斯哈夫中先出现的排在前面。',
  'blog.p3':
    '这 {words} 个词元占《古兰经》词汇中的 {covered} 个，即 {coverage}%。曲线在开头非常陡：仅前三课就覆盖了 {firstThree}% 的词。人称代词在语料库中没有词元；它们单独成组教授，使这 {words} 个词连同代词覆盖 {coveredWithPronouns} 个词，即 {coverageWithPronouns}%。',
  'blog.tableCaption': '学完每一课后《古兰经》词汇的覆盖比例',
  'blog.tableLesson': '学完第几课',
  'blog.tableCovered': '覆盖词数',
  'blog.tableShare': '比例',
  'blog.p4':
    '每个词都配有一节含有该词的经文作为例句，以及它在七种语言中的词义；这些词义是根据 Quran.com 的逐词翻译人工审校而成的。',
  // privacy
  'privacy.title': '隐私',
  'privacy.heading': '隐私政策',
  'privacy.intro': 'Kalima 只保存保留您学习进度所必需的数据。没有广告，没有跟踪器。',
  'privacy.deviceHeading': '保存在您的设备上（始终如此）',
  'privacy.device.progress':
    '您选择的语言、设置和学习进度（每个词：答对次数、作答次数及其复习安排；每一课：已掌握的词和上次学习时间；测验成绩；供学习助手和每日计划使用的每日答题数），保存在浏览器的 IndexedDB 中。',
  'privacy.device.files': '本应用的文件，缓存在本地，以便离线使用。',
  'privacy.device.backup':
    '如果你保存进度副本（设置 › 进度）：它是你设备上只由你保管的一个文件。恢复时只在你的浏览器中读取；只有在你登录时，它才会像你的其他回答一样同步到我们的服务器。',
  'privacy.serverHeading': '保存在我们的服务器上（仅在您登录时）',
  'privacy.server.account': '您的账户：用户名、电子邮箱、显示名称、头像（可选）、密码哈希值。',
  'privacy.server.progress': '您的设置、进度、每张卡片的用时和测验成绩，只有您本人可以读取和修改。',
  'privacy.server.reminders':
    '如果您开启了复习提醒：您设定的提醒时间和时区，以及每一次发送的提醒；每封邮件都附有一个链接，无需登录即可关闭提醒。',
  'privacy.writeHeading': '当您联系我们时',
  'privacy.write.contact':
    '联系消息（姓名、电子邮箱、主题、内容）会被保存，并通过电子邮件发送给我们的团队。',
  'privacy.write.feedback': '意见反馈（评分、评论、可选的电子邮箱）会被保存。',
  'privacy.write.readBack': '任何人都无法通过本应用的 API 读取这两类信息。',
  'privacy.embedHeading': '嵌入式小组件',
  'privacy.embed':
    '嵌入在其他网站上的 Kalima 小组件只把进度保存在该网站的浏览器存储中，不会向我们的服务器发送任何数据。',
  'privacy.delete': '如需删除您的账户和数据，请通过联系页面告诉我们。',
  // terms
  'terms.title': '使用条款',
  'terms.heading': '使用条款',
  'terms.intro': 'Kalima 可免费用于学习、教学，以及嵌入到您自己的网页中。',
  'terms.accountHeading': '您的账户',
  'terms.account':
    '不注册账户也可以学习。如果您创建了账户，请妥善保管密码，不要告诉他人；您可以随时通过联系页面要求我们删除您的账户及其数据。',
  'terms.contentHeading': '内容',
  'terms.content':
    '词汇取自 Quranic Arabic Corpus（GNU GPL）和 Quran.com 的逐词翻译；经文译文来自 quran-json（CC BY-SA 4.0）。词义只是学习辅助，并非《古兰经》的译本。',
  'terms.fairHeading': '合理使用',
  'terms.fair':
    '请勿试图读取其他学习者的数据、使服务超载或发送辱骂性消息。联系表单和反馈表单都有提交频率限制。',
  'terms.warrantyHeading': '不提供担保',
  'terms.warranty': 'Kalima 按“现状”提供。我们尽力确保您的进度永不丢失，但对任何损失不承担责任。',
  // team
  'team.title': '团队',
  'team.heading': '我们的团队',
  'team.education': '教育背景：',
  'team.expertise': '专长',
  'team.email': '电子邮件',
  'team.member.kalima.name': 'Kalima 团队',
  'team.member.kalima.role': '工程开发与内容审校',
  'team.member.kalima.bio':
    '一支由工程师和阿拉伯语学习者组成的小团队，致力于打造学习《古兰经》词汇的最佳方式：开放的数据、诚实的数字、永不丢失的进度。',
  'team.member.kalima.education': '古兰经阿拉伯语研究；软件工程',
  'team.member.kalima.expertise.morphology': '古兰经阿拉伯语词法',
  'team.member.kalima.expertise.spacedRepetition': '间隔重复',
  'team.member.kalima.expertise.accessibility': '网页无障碍',
  'team.member.kalima.expertise.offline': '离线优先应用',
  // embed
  'embed.title': '嵌入一组词汇',
  'embed.heading': '把这组词汇嵌入您的网站',
  'embed.intro':
    '把任意一种学习方式放到您的清真寺或学校的网站上：只需把两行代码粘贴到普通 HTML 页面或 WordPress 的“Custom HTML”区块中。无需构建，无需账户，学习进度保存在访客自己的浏览器里。',
  'embed.mode': '学习方式',
  'embed.deck': '组',
  'embed.language': '语言',
  'embed.theme': '颜色',
  'embed.themeLight': '浅色',
  'embed.themeDark': '深色',
  'embed.themeAuto': '跟随访客设备的设置',
  'embed.lessons': '课程',
  'embed.surahs': '章',
  'embed.snippetHeading': '您的代码',
  'embed.copy': '复制',
  'embed.copyScript': '复制脚本代码',
  'embed.copyFrame': '复制 iframe 代码',
  'embed.copied': '代码已复制到剪贴板！',
  'embed.copyBlocked': '此处无法复制：请选中代码后手动复制。',
  'embed.frameHeading': '不允许使用脚本时：改用 iframe',
  'embed.frame':
    'Google Sites、Notion、许多学习平台，以及无权添加脚本的 WordPress 作者，可以改为粘贴一个 iframe。它显示同样的学习方式，进度同样保存在访客的浏览器里。',
  'embed.resize':
    '在允许使用脚本的地方，只需在页面上加入一次下面这行代码，页面上每个 Kalima iframe 的高度就会与其内容一致：',
  'embed.previewHeading': '预览',
  'embed.previewReview': '“复习”方式会在到期时，显示访客已在您的网站上学过的词。',
}
