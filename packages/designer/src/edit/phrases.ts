// A curated dictionary of common interface strings, English ↔ Chinese. Translation is a lookup, not a model:
// strings outside it are reported to the user as not translated.
import type { Language } from '@boxify/design/locale';

const PAIRS: readonly [string, string][] = [
  ['Sign in', '登录'],
  ['Log in', '登录'],
  ['Sign up', '注册'],
  ['Sign out', '退出登录'],
  ['Log out', '退出登录'],
  ['Create an account', '创建账号'],
  ['Create account', '创建账号'],
  ['Welcome back', '欢迎回来'],
  ['Welcome', '欢迎'],
  ['Email', '邮箱'],
  ['Email address', '邮箱地址'],
  ['Password', '密码'],
  ['Confirm password', '确认密码'],
  ['Forgot password', '忘记密码'],
  ['Forgot', '忘记密码'],
  ['Remember me', '记住我'],
  ['Username', '用户名'],
  ['Name', '姓名'],
  ['Full name', '姓名'],
  ['Phone', '电话'],
  ['Phone number', '手机号'],
  ['Address', '地址'],
  ['Street address', '街道地址'],
  ['City', '城市'],
  ['Country', '国家'],
  ['Continue', '继续'],
  ['Next', '下一步'],
  ['Back', '返回'],
  ['Previous', '上一步'],
  ['Skip', '跳过'],
  ['Done', '完成'],
  ['Finish', '完成'],
  ['Get started', '开始使用'],
  ['Start', '开始'],
  ['Start for free', '免费开始'],
  ['Try for free', '免费试用'],
  ['Learn more', '了解更多'],
  ['Read more', '阅读更多'],
  ['See all', '查看全部'],
  ['View all', '查看全部'],
  ['Show more', '显示更多'],
  ['Submit', '提交'],
  ['Send', '发送'],
  ['Save', '保存'],
  ['Save changes', '保存更改'],
  ['Cancel', '取消'],
  ['Delete', '删除'],
  ['Remove', '移除'],
  ['Edit', '编辑'],
  ['Add', '添加'],
  ['Create', '创建'],
  ['Update', '更新'],
  ['Upload', '上传'],
  ['Download', '下载'],
  ['Export', '导出'],
  ['Import', '导入'],
  ['Share', '分享'],
  ['Copy', '复制'],
  ['Search', '搜索'],
  ['Filter', '筛选'],
  ['Sort', '排序'],
  ['All', '全部'],
  ['More', '更多'],
  ['Close', '关闭'],
  ['Open', '打开'],
  ['OK', '确定'],
  ['Confirm', '确认'],
  ['Yes', '是'],
  ['No', '否'],
  ['Retry', '重试'],
  ['Refresh', '刷新'],
  ['Loading', '加载中'],
  ['Home', '首页'],
  ['Dashboard', '仪表盘'],
  ['Overview', '概览'],
  ['Settings', '设置'],
  ['Profile', '个人资料'],
  ['Account', '账号'],
  ['My account', '我的账号'],
  ['Notifications', '通知'],
  ['Messages', '消息'],
  ['Message', '发消息'],
  ['Inbox', '收件箱'],
  ['Privacy', '隐私'],
  ['Security', '安全'],
  ['Language', '语言'],
  ['English', '英文'],
  ['Chinese', '中文'],
  ['Help', '帮助'],
  ['Support', '支持'],
  ['Contact us', '联系我们'],
  ['Contact', '联系'],
  ['Contacts', '联系人'],
  ['About', '关于'],
  ['About us', '关于我们'],
  ['Pricing', '价格'],
  ['Simple pricing', '简单透明的价格'],
  ['Plans', '套餐'],
  ['Choose plan', '选择套餐'],
  ['Upgrade', '升级'],
  ['Free', '免费版'],
  ['Plus', '增强版'],
  ['Pro', '专业版'],
  ['Enterprise', '企业版'],
  ['Monthly', '按月'],
  ['Yearly', '按年'],
  ['Annual', '按年'],
  ['per month', '每月'],
  ['Most popular', '最受欢迎'],
  ['Features', '功能'],
  ['FAQ', '常见问题'],
  ['Frequently asked questions', '常见问题'],
  ['Testimonials', '用户评价'],
  ['Blog', '博客'],
  ['Docs', '文档'],
  ['Documentation', '文档'],
  ['Products', '产品'],
  ['Product', '产品'],
  ['Templates', '模板'],
  ['Projects', '项目'],
  ['Team', '团队'],
  ['Careers', '招聘'],
  ['Terms of Service', '服务条款'],
  ['Privacy Policy', '隐私政策'],
  ['Cart', '购物车'],
  ['Back to cart', '返回购物车'],
  ['Add to cart', '加入购物车'],
  ['Buy now', '立即购买'],
  ['Checkout', '结账'],
  ['Payment', '支付'],
  ['Pay now', '立即支付'],
  ['Order', '订单'],
  ['Orders', '订单'],
  ['Order summary', '订单摘要'],
  ['Subtotal', '小计'],
  ['Shipping', '运费'],
  ['Tax', '税费'],
  ['Total', '合计'],
  ['Discount', '折扣'],
  ['Revenue', '收入'],
  ['Visitors', '访客'],
  ['Users', '用户'],
  ['Refunds', '退款'],
  ['Reports', '报表'],
  ['Analytics', '分析'],
  ['Today', '今天'],
  ['Yesterday', '昨天'],
  ['This week', '本周'],
  ['Last 30 days', '最近 30 天'],
  ['Follow', '关注'],
  ['Following', '已关注'],
  ['Followers', '粉丝'],
  ['Like', '点赞'],
  ['Comment', '评论'],
  ['Comments', '评论'],
  ['Reply', '回复'],
  ['Post', '发布'],
  ['New', '新建'],
  ['Mark all as read', '全部标为已读'],
  ['Mark as read', '标为已读'],
  ['No results', '没有结果'],
  ['Results', '结果'],
  ['Nothing here yet', '这里还没有内容'],
  ['Try again', '再试一次'],
  ['Something went wrong', '出错了'],
  ['Success', '成功'],
  ['Error', '错误'],
  ['Warning', '警告'],
  ['Required', '必填'],
  ['Optional', '选填'],
  ['Status', '状态'],
  ['Active', '活跃'],
  ['Pending', '待处理'],
  ['Paid', '已支付'],
  ['Design', '设计'],
  ['Mobile', '移动端'],
  ['Desktop', '桌面端'],
  ['Tablet', '平板'],
  ['Dark mode', '深色模式'],
  ['Light mode', '浅色模式'],
  ['Log in with Google', '使用 Google 登录'],
  ['Or', '或'],
  ['New to Boxify?', '第一次使用 Boxify？'],
];

const EN_TO_ZH = new Map<string, string>();
const ZH_TO_EN = new Map<string, string>();
for (const [en, zh] of PAIRS) {
  if (!EN_TO_ZH.has(en.toLowerCase())) EN_TO_ZH.set(en.toLowerCase(), zh);
  if (!ZH_TO_EN.has(zh)) ZH_TO_EN.set(zh, en);
}

// Strings with a number in them: the number is kept, the words around it translated.
const PATTERNS: readonly { en: RegExp; zh: RegExp; toZh: (m: string[]) => string; toEn: (m: string[]) => string }[] = [
  {
    en: /^step (\d+) of (\d+)$/i,
    zh: /^第 ?(\d+) ?步，共 ?(\d+) ?步$/,
    toZh: (m) => `第 ${m[1]} 步，共 ${m[2]} 步`,
    toEn: (m) => `Step ${m[1]} of ${m[2]}`,
  },
  { en: /^(\d+) unread$/i, zh: /^(\d+) ?条未读$/, toZh: (m) => `${m[1]} 条未读`, toEn: (m) => `${m[1]} unread` },
  { en: /^(\d+) items?$/i, zh: /^(\d+) ?项$/, toZh: (m) => `${m[1]} 项`, toEn: (m) => `${m[1]} items` },
  { en: /^(\d+) people$/i, zh: /^(\d+) ?人$/, toZh: (m) => `${m[1]} 人`, toEn: (m) => `${m[1]} people` },
  {
    en: /^last (\d+) days$/i,
    zh: /^最近 ?(\d+) ?天$/,
    toZh: (m) => `最近 ${m[1]} 天`,
    toEn: (m) => `Last ${m[1]} days`,
  },
];

const PUNCTUATION: readonly [string, string][] = [
  ['?', '？'],
  [':', '：'],
  ['!', '！'],
  ['…', '…'],
  ['...', '…'],
  ['.', '。'],
];

const CJK = /[\u3400-\u9fff]/;
const LATIN = /[a-z]/i;

/** Whether a string needs no translation: no words (numbers, prices, symbols), an address (email, URL), a handle. */
export function isUntranslatable(text: string): boolean {
  const t = text.trim();
  const hasWords = CJK.test(t) || LATIN.test(t);
  return !hasWords || /^\S+@\S+\.\S+$/.test(t) || /^https?:\/\//.test(t) || /^[@#]\S+$/.test(t);
}

/** The translation of an interface string, or undefined when the dictionary does not know it. */
export function translatePhrase(text: string, to: Language): string | undefined {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  for (const [en, zh] of PUNCTUATION) {
    const mark = to === 'zh' ? en : zh;
    if (trimmed.length > mark.length && trimmed.endsWith(mark)) {
      const core = translatePhrase(trimmed.slice(0, -mark.length), to);
      if (core !== undefined) return core + (to === 'zh' ? zh : en === '...' ? '…' : en);
    }
  }
  const direct = to === 'zh' ? EN_TO_ZH.get(trimmed.toLowerCase()) : ZH_TO_EN.get(trimmed);
  if (direct !== undefined) return direct;
  for (const pattern of PATTERNS) {
    const m = (to === 'zh' ? pattern.en : pattern.zh).exec(trimmed);
    if (m) return to === 'zh' ? pattern.toZh(m) : pattern.toEn(m);
  }
  return undefined;
}
