// Chinese UI strings of the study assistant (the StudyAssistant widget, /ai-dashboard):
// the dictionary's 'assistant' part, loaded with what uses it (zh.ts is the part every page loads).
// Guide: docs/translating.md.
import type { Messages } from './en'

export const zhAssistant: Messages<'assistant'> = {
  // study assistant
  'assistant.title': '学习助手',
  'assistant.noData': '还没有学习记录。回答几个单词后，您的数据会显示在这里。',
  'assistant.bestTime': '最佳学习时间',
  'assistant.streak': '连续学习天数',
  'assistant.streakDays': '{n} 天',
  'assistant.focus': '重点学习组',
  'assistant.dailyTarget': '每日目标',
  'assistant.dailyTargetValue': '今天 {done}/{target} 个单词',
  'assistant.reviewsDue': '待复习',
  'assistant.accuracy': '正确率',
  'assistant.achievements': '成就',
  'assistant.mastery': '各组掌握程度',
  'assistant.activity': '学习活动（最近 12 周）',
  'assistant.activityDay': '{date}：{n} 次作答',
  'assistant.recommendations': '学习建议',
  'assistant.leeches': '总是忘记的单词',
  'assistant.leechTip':
    '这些单词你学会后又忘了好几次。换个方法试试：在经文中大声读出每个词，或想象它的意思，然后用卡片复习。',
  'assistant.none': '—',
  'assistant.achievementsValue': '{unlocked}/{total}',
  'assistant.less': '少',
  'assistant.more': '多',
  'assistant.weekday.0': '周日',
  'assistant.weekday.1': '周一',
  'assistant.weekday.2': '周二',
  'assistant.weekday.3': '周三',
  'assistant.weekday.4': '周四',
  'assistant.weekday.5': '周五',
  'assistant.weekday.6': '周六',
  'assistant.rec.review-due': '复习到期的 {n} 个单词。',
  'assistant.rec.focus-deck': '重点学习{deck}：已掌握 {mastered}/{total} 个单词。',
  'assistant.rec.keep-streak': '今天学习一下，保持连续 {n} 天的记录。',
  'assistant.rec.start-streak': '今天学习一下，开始新的连续记录。',
  'assistant.rec.improve-accuracy': '您的正确率是 {percent}%：测验前先用“学习”模式练一练。',
  'assistant.rec.take-test': '您已掌握{deck}：去做它的测验吧。',
  'assistant.mastered': '已掌握的单词',
  'assistant.dailyTargetReached': '目标已达成：今天 {n} 个新单词',
}
