import { createTestApp, type TestApp } from '../support/app';
import { libraryEnv, seedLibrary } from '../support/library';

const SEARCH = '/api/uxa-center/draft/DraftSearch/searchMaterial';

// What a designer types (English, Chinese, mixed, with typos) and the page templates that must come up in the
// first five. Written before the ranking was tuned; a query lists every title that answers it.
const QUERIES: [query: string, expected: string[]][] = [
  ['bakery cart', ['Crumb · Cart']],
  ['bank sign in', ['Ledgerly · Sign In']],
  ['crm pricing', ['Pipeline · Pricing']],
  ['project management kanban board', ['Tasky · Board']],
  ['food delivery order tracking', ['Dashdine · Order Tracking']],
  ['hotel booking', ['Staywell · Booking']],
  ['airline checkout', ['Skyway · Checkout']],
  ['music player', ['Tunewave · Player']],
  ['meditation player', ['Calmly · Player']],
  ['dating chat bot', ['Sparkmatch · Chat Bot']],
  ['language learning leaderboard', ['Lingo · Leaderboard']],
  ['real estate map', ['Homefind · Map']],
  ['logistics dashboard charts', ['Freightly · Charts']],
  ['solar energy charts', ['Sunfield · Charts']],
  ['pet store product detail', ['Pawpal · Product Detail']],
  ['florist payment method', ['Bloomy · Payment Method']],
  ['accounting invoice', ['Tallybook · Invoice']],
  ['payroll records', ['Paypath · Records']],
  ['insurance form', ['Safeharbor · Form']],
  ['dental clinic faq', ['Smilecare · FAQ']],
  ['gym leaderboard', ['Pulsefit · Leaderboard']],
  ['news article', ['Dailywire · Article']],
  ['cinema receipt', ['Reelhouse · Receipt']],
  ['car rental map', ['Wheelgo · Map']],
  ['parcel delivery tracking', ['Parcelpost · Order Tracking']],
  ['ev charging map', ['Chargepoint · Map']],
  ['coffee shop receipt', ['Beanery · Receipt']],
  ['online courses player', ['Learnhub · Player']],
  ['email inbox', ['Mailroom · Inbox']],
  ['note-taking search', ['Inkwell · Search']],
  ['tunewave pricing', ['Tunewave · Pricing']],
  ['Wanderly chat bot', ['Wanderly · Chat Bot']],
  ['saas pricing', ['Tasky · Pricing', 'Pipeline · Pricing', 'Helpdeck · Pricing', 'Stackforge · Pricing']],
  // Typos.
  ['bakry cart', ['Crumb · Cart']],
  ['hotle booking', ['Staywell · Booking']],
  ['meditaion player', ['Calmly · Player']],
  ['crm pricng', ['Pipeline · Pricing']],
  ['airline chekout', ['Skyway · Checkout']],
  ['florist paymnet method', ['Bloomy · Payment Method']],
  ['gym leaderbord', ['Pulsefit · Leaderboard']],
  ['accounting invoce', ['Tallybook · Invoice']],
  ['restaurant bookng', ['Tablehop · Booking']],
  ['logistcs charts', ['Freightly · Charts']],
  // Chinese (the caller's language is Chinese: titles come in Chinese).
  ['面包店 购物车', ['Crumb · 购物车']],
  ['银行 登录', ['Ledgerly · 登录']],
  ['酒店 预约', ['Staywell · 预约']],
  ['外卖 订单跟踪', ['Dashdine · 订单跟踪']],
  ['冥想 播放器', ['Calmly · 播放器']],
  ['婚恋交友 聊天机器人', ['Sparkmatch · 聊天机器人']],
  ['光伏电站 图表', ['Sunfield · 图表']],
  ['房产中介 地图', ['Homefind · 地图']],
  ['航空公司 结算', ['Skyway · 结算']],
  ['项目管理看板', ['Tasky · 看板']],
  ['宠物用品店商品详情', ['Pawpal · 商品详情']],
  ['花店支付方式', ['Bloomy · 支付方式']],
  ['语言学习排行榜', ['Lingo · 排行榜']],
  ['新闻资讯文章', ['Dailywire · 文章']],
  ['口腔诊所 常见问题', ['Smilecare · 常见问题']],
  ['CRM 价格', ['Pipeline · 价格']],
  ['音乐 播放器', ['Tunewave · 播放器']],
];

describe('library search relevance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(libraryEnv());
    await seedLibrary(t);
  });
  afterAll(() => t?.close());

  it(`finds the expected page templates in the first five for ${QUERIES.length} queries`, async () => {
    const misses: string[] = [];
    for (const [query, expected] of QUERIES) {
      const language = /\p{Script=Han}/u.test(query) ? 'zh-CN' : 'en-US';
      const res = await t.http
        .post(SEARCH)
        .set('prefer-language', language)
        .send({ type: 3, query, page: 1, pageSize: 5 })
        .expect(200);
      const titles = (res.body.data.items as { title: string }[]).map((item) => item.title);
      if (!expected.some((title) => titles.includes(title))) misses.push(`${query} → ${titles.join(' | ')}`);
    }
    expect(misses).toEqual([]);
  });
});
