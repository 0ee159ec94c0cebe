// The few UI words a composed page needs beyond what the brief says, in English and Chinese. Neutral words of
// interfaces (sort, filter, status, today), never a product's copy.
import type { DesignBrief } from '@boxify/design/brief';

type Language = DesignBrief['language'];

const WORDS = {
  sortBy: { en: 'Sort by', zh: '排序方式' },
  all: { en: 'All', zh: '全部' },
  status: { en: 'Status', zh: '状态' },
  name: { en: 'Name', zh: '名称' },
  updated: { en: 'Updated', zh: '更新时间' },
  value: { en: 'Value', zh: '数值' },
  today: { en: 'Today', zh: '今天' },
  thisWeek: { en: 'This week', zh: '本周' },
  vsLastWeek: { en: 'vs last week', zh: '较上周' },
  search: { en: 'Search', zh: '搜索' },
  viewAll: { en: 'View all', zh: '查看全部' },
  step: { en: 'Step', zh: '步骤' },
  perMonth: { en: '/ month', zh: '/ 月' },
  choose: { en: 'Choose', zh: '选择' },
  popular: { en: 'Most popular', zh: '最受欢迎' },
  typeMessage: { en: 'Type a message', zh: '输入消息' },
  send: { en: 'Send', zh: '发送' },
  enter: { en: 'Enter', zh: '请输入' },
  continue: { en: 'Continue', zh: '继续' },
  done: { en: 'Done', zh: '已完成' },
  inProgress: { en: 'In progress', zh: '进行中' },
  toDo: { en: 'To do', zh: '待办' },
  due: { en: 'Due', zh: '截止' },
  active: { en: 'Active', zh: '正常' },
  attention: { en: 'Needs attention', zh: '需处理' },
  overview: { en: 'Overview', zh: '概览' },
  reports: { en: 'Reports', zh: '报表' },
  settings: { en: 'Settings', zh: '设置' },
  home: { en: 'Home', zh: '首页' },
  details: { en: 'Details', zh: '详情' },
  more: { en: 'More', zh: '更多' },
  complete: { en: 'complete', zh: '已完成' },
  about: { en: 'About', zh: '关于' },
  you: { en: 'You', zh: '我' },
} as const;

export type Word = keyof typeof WORDS;

export const word = (language: Language, key: Word): string => WORDS[key][language];

// Names for members a prompt counts without naming: a process's steps, a settings screen's switches, plan tiers
// (tier names no domain owns, so any product may show them).
export const UNNAMED = {
  steps: {
    en: ['Choose what you need', 'Add your details', 'Review', 'Confirm', 'Get updates', 'Done'],
    zh: ['选择所需服务', '填写信息', '核对', '确认', '获取进度', '完成'],
  },
  settings: {
    en: ['Notifications', 'Email updates', 'Reminders', 'Offers and news', 'Location', 'Dark mode'],
    zh: ['消息通知', '邮件提醒', '日程提醒', '优惠与资讯', '位置信息', '深色模式'],
  },
  tiers: {
    en: ['Basic', 'Standard', 'Plus', 'Premium', 'Pro', 'Ultimate'],
    zh: ['入门版', '标准版', '进阶版', '高级版', '尊享版', '旗舰版'],
  },
  // What a calendar's agenda lists when the prompt names no events.
  events: {
    en: ['Appointment', 'Team meeting', 'Reminder', 'Follow-up call', 'Review', 'Workshop'],
    zh: ['预约', '团队会议', '提醒', '回访电话', '复盘', '工作坊'],
  },
} as const;

export const WEEKDAYS = {
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  zh: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
} as const;

/** Half-hour slots from 9:00: "09:00", "09:30"… */
export function timeSlots(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const minutes = 9 * 60 + i * 30;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
  });
}

/** A plausible figure for the n-th stat: stable, varied, formatted for the language. */
export function figure(n: number, language: Language): string {
  const values = [1284, 96.4, 342, 18.7, 5021, 73];
  const value = values[n % values.length];
  return Number.isInteger(value) ? value.toLocaleString(language === 'zh' ? 'zh-CN' : 'en-US') : `${value}%`;
}

/** The singular of an English plural label's head noun ("faulty inverters" → "faulty inverter"). */
export function singular(label: string): string {
  return label.replace(/(\w+?)(ies|ses|s)$/i, (_, stem: string, end: string) =>
    end === 'ies' ? `${stem}y` : end === 'ses' ? `${stem}s` : stem,
  );
}

/** "Inverter 1" / "巡检项 1": names for the members of an element the prompt did not list. */
export function memberNames(label: string, count: number, language: Language): string[] {
  const base = language === 'zh' ? label : singular(label);
  return Array.from({ length: count }, (_, i) => `${base} ${i + 1}`);
}

const VALUE_RULES: [RegExp, (i: number, language: Language) => string][] = [
  [
    /price|cost|fee|fare|amount|total|salary|rent|价|费|金额|租金|薪/i,
    (i, l) => (l === 'zh' ? `¥${[128, 86, 249, 59, 399][i % 5]}` : `$${[24, 18, 59, 12, 89][i % 5]}`),
  ],
  [/year|年份|年款/i, (i) => String(2024 - (i % 6))],
  [
    /mileage|distance|km|miles|里程|距离/i,
    (i, l) => (l === 'zh' ? `${(1.2 + i * 0.7).toFixed(1)}万公里` : `${(12 + i * 7) * 1000} km`),
  ],
  [/rank|position|排名|名次/i, (i) => String(i + 1)],
  [
    /availab|vacan|occupan|空闲|可用|占用/i,
    (i, l) =>
      (l === 'zh' ? ['空闲', '使用中', '空闲', '离线'] : ['Available', 'In use', 'Available', 'Offline'])[i % 4],
  ],
  [/rating|评分|星级/i, (i) => `${(4.9 - i * 0.1).toFixed(1)} ★`],
  [/date|day|due|日期|截止/i, (i, l) => (l === 'zh' ? `${3 + (i % 9)}月${12 + i}日` : `Mar ${12 + i}`)],
  [/time|hour|时间|时段/i, (i) => `${String(9 + i).padStart(2, '0')}:${i % 2 ? '30' : '00'}`],
  [/percent|rate|uptime|share|比例|率|占比/i, (i) => `${(98.5 - i * 1.7).toFixed(1)}%`],
  [
    /win|loss|point|score|count|qty|quantity|stock|seat|guest|people|size|age|胜|负|积分|分数|数量|库存|人数|座位|年龄/i,
    (i) => String([24, 18, 31, 9, 12, 7][i % 6]),
  ],
];

/** Whether a field names a property with a value of its own kind (a price, a date, an availability). */
export const hasValue = (field: string) => VALUE_RULES.some(([re]) => re.test(field));

/** A plausible value of a field for the n-th member ("price" → "$24", "里程" → "1.2万公里"). */
export function valueFor(field: string, i: number, language: Language, member: string): string {
  const rule = VALUE_RULES.find(([re]) => re.test(field));
  return rule ? rule[1](i, language) : i === 0 ? member : `${field} ${i + 1}`;
}

/** A field that reads as an action ("Book a viewing", "预约看车") is drawn as a button, not a value. */
export const isActionField = (field: string) =>
  /^(?:book|buy|add|reserve|order|apply|join|follow|contact|view|see|get|start|download|send|pay|rent|try)\b|^(?:预约|购买|加入|立即|查看|联系|下载|申请|报名|租)/i.test(
    field,
  );
