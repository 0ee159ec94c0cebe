// What a shop sells when the prompt says so (books, electronics, beauty): the product list, filters and detail
// replace the default fashion catalogue.
import type { DesignLanguage } from '../../contract';
import type { DomainPack } from './types';

type Catalogue = Pick<
  DomainPack,
  | 'productsTitle'
  | 'filters'
  | 'products'
  | 'detail'
  | 'heroIcon'
  | 'brandIcon'
  | 'brand'
  | 'heroTitle'
  | 'heroSubtitle'
  | 'categories'
>;

export const CATALOGUE_PATTERNS: [string, RegExp][] = [
  ['books', /book|novel|library|书店|图书|书城|读书/i],
  ['electronics', /electronic|gadget|phone shop|laptop|camera|headphone|数码|电子|3c|家电/i],
  ['beauty', /beauty|cosmetic|skincare|makeup|美妆|护肤|化妆品/i],
];

const CATALOGUES: Record<string, Record<DesignLanguage, Catalogue>> = {
  books: {
    en: {
      brand: 'Pageturn',
      heroTitle: 'Find your next favourite book',
      heroSubtitle: '{brand} is an independent bookshop online: staff picks, signed editions and delivery in two days.',
      categories: [
        { icon: 'book', label: 'Fiction' },
        { icon: 'bulb', label: 'Ideas' },
        { icon: 'moon-stars', label: 'Children' },
        { icon: 'brush', label: 'Comics' },
      ],
      productsTitle: 'New and notable',
      heroIcon: 'books',
      brandIcon: 'book-2',
      filters: ['All', 'Fiction', 'Non-fiction', 'Children', 'Science', 'Comics'],
      products: [
        { name: 'The Quiet Harbour', price: '$18', meta: 'Fiction · Mara Lind', icon: 'book', badge: 'Staff pick' },
        { name: 'A Short History of Light', price: '$24', meta: 'Science · Omar Said', icon: 'bulb' },
        { name: 'Gardens of the North', price: '$32', meta: 'Non-fiction · Ellen Voss', icon: 'plant-2' },
        { name: 'Milo and the Moon', price: '$12', meta: 'Children · Ana Ruiz', icon: 'moon-stars' },
        { name: 'The Long Game', price: '$21', meta: 'Business · Tom Hale', icon: 'chess-knight' },
        { name: 'Salt and Stone', price: '$16', meta: 'Fiction · Iris Quinn', icon: 'book-2' },
        { name: 'Drawing Cities', price: '$28', meta: 'Comics · Leo Park', icon: 'brush' },
        { name: 'Kitchen Seasons', price: '$26', meta: 'Cooking · Nina Berg', icon: 'chef-hat' },
      ],
      detail: {
        name: 'The Quiet Harbour',
        price: '$18',
        description:
          'A warm, slow-burning novel about a lighthouse keeper’s daughter who returns home to settle her father’s affairs.',
        optionLabel: 'Format',
        options: ['Paperback', 'Hardcover', 'E-book', 'Audiobook'],
        highlights: [
          'Signed first editions while stock lasts',
          'Free delivery over $35',
          'Read the first chapter free',
        ],
        icon: 'book',
      },
    },
    zh: {
      brand: '翻页书店',
      heroTitle: '遇见你的下一本好书',
      heroSubtitle: '{brand}是一家线上独立书店：编辑精选、签名版图书，两天送达。',
      categories: [
        { icon: 'book', label: '小说' },
        { icon: 'bulb', label: '科普' },
        { icon: 'moon-stars', label: '童书' },
        { icon: 'brush', label: '漫画' },
      ],
      productsTitle: '新书推荐',
      heroIcon: 'books',
      brandIcon: 'book-2',
      filters: ['全部', '小说', '非虚构', '童书', '科普', '漫画'],
      products: [
        { name: '静默的港湾', price: '¥58', meta: '小说 · 林玛拉', icon: 'book', badge: '编辑推荐' },
        { name: '光的简史', price: '¥72', meta: '科普 · 赛义德', icon: 'bulb' },
        { name: '北方的花园', price: '¥88', meta: '非虚构 · 沃斯', icon: 'plant-2' },
        { name: '米洛和月亮', price: '¥39', meta: '童书 · 鲁伊斯', icon: 'moon-stars' },
        { name: '长期主义', price: '¥65', meta: '商业 · 黑尔', icon: 'chess-knight' },
        { name: '盐与石', price: '¥49', meta: '小说 · 奎因', icon: 'book-2' },
        { name: '画城市', price: '¥79', meta: '漫画 · 朴乐', icon: 'brush' },
        { name: '四季厨房', price: '¥86', meta: '美食 · 伯格', icon: 'chef-hat' },
      ],
      detail: {
        name: '静默的港湾',
        price: '¥58',
        description: '一部温暖而克制的小说：灯塔守护人的女儿回到故乡，为父亲处理身后事。',
        optionLabel: '版本',
        options: ['平装', '精装', '电子书', '有声书'],
        highlights: ['首印签名版，售完即止', '满 99 元包邮', '免费试读第一章'],
        icon: 'book',
      },
    },
  },
  electronics: {
    en: {
      brand: 'Voltage',
      heroTitle: 'The tech you want, delivered tomorrow',
      heroSubtitle: '{brand} sells laptops, phones and audio from the brands you trust, with a 2-year warranty.',
      categories: [
        { icon: 'device-mobile', label: 'Phones' },
        { icon: 'device-laptop', label: 'Laptops' },
        { icon: 'headphones', label: 'Audio' },
        { icon: 'camera', label: 'Cameras' },
      ],
      productsTitle: 'Best sellers',
      heroIcon: 'device-laptop',
      brandIcon: 'cpu',
      filters: ['All', 'Phones', 'Laptops', 'Audio', 'Cameras', 'Accessories'],
      products: [
        {
          name: 'Aero 14 laptop',
          price: '$1,199',
          meta: 'Laptops · 16 GB · 512 GB',
          icon: 'device-laptop',
          badge: 'New',
        },
        { name: 'Pulse X phone', price: '$799', meta: 'Phones · 128 GB', icon: 'device-mobile' },
        { name: 'Studio headphones', price: '$249', meta: 'Audio · noise cancelling', icon: 'headphones' },
        { name: 'Mirrorless camera', price: '$1,499', meta: 'Cameras · 24 MP', icon: 'camera' },
        { name: 'Smart watch 3', price: '$299', meta: 'Wearables · GPS', icon: 'device-watch' },
        { name: 'Wireless charger', price: '$39', meta: 'Accessories · 15 W', icon: 'battery-charging' },
        { name: 'Portable speaker', price: '$129', meta: 'Audio · waterproof', icon: 'device-speaker' },
        { name: '4K monitor', price: '$449', meta: 'Displays · 27 inch', icon: 'device-desktop' },
      ],
      detail: {
        name: 'Aero 14 laptop',
        price: '$1,199',
        description:
          'A 1.2 kg aluminium laptop with an all-day battery, a 2.8K display and a keyboard you will want to type on.',
        optionLabel: 'Memory',
        options: ['16 GB', '32 GB', '64 GB'],
        highlights: ['Free next-day delivery', '2-year warranty', '30-day returns'],
        icon: 'device-laptop',
      },
    },
    zh: {
      brand: '电力数码',
      heroTitle: '心仪数码，次日送达',
      heroSubtitle: '{brand}销售值得信赖的笔记本、手机和音频产品，两年质保。',
      categories: [
        { icon: 'device-mobile', label: '手机' },
        { icon: 'device-laptop', label: '笔记本' },
        { icon: 'headphones', label: '音频' },
        { icon: 'camera', label: '相机' },
      ],
      productsTitle: '热销数码',
      heroIcon: 'device-laptop',
      brandIcon: 'cpu',
      filters: ['全部', '手机', '笔记本', '音频', '相机', '配件'],
      products: [
        {
          name: 'Aero 14 笔记本',
          price: '¥7,999',
          meta: '笔记本 · 16GB · 512GB',
          icon: 'device-laptop',
          badge: '新品',
        },
        { name: 'Pulse X 手机', price: '¥4,999', meta: '手机 · 128GB', icon: 'device-mobile' },
        { name: '降噪头戴耳机', price: '¥1,699', meta: '音频 · 主动降噪', icon: 'headphones' },
        { name: '微单相机', price: '¥9,999', meta: '相机 · 2400 万像素', icon: 'camera' },
        { name: '智能手表 3', price: '¥1,999', meta: '穿戴 · GPS', icon: 'device-watch' },
        { name: '无线充电器', price: '¥199', meta: '配件 · 15W', icon: 'battery-charging' },
        { name: '便携音箱', price: '¥699', meta: '音频 · 防水', icon: 'device-speaker' },
        { name: '4K 显示器', price: '¥2,999', meta: '显示器 · 27 英寸', icon: 'device-desktop' },
      ],
      detail: {
        name: 'Aero 14 笔记本',
        price: '¥7,999',
        description: '1.2 公斤铝合金机身，续航一整天，2.8K 屏幕，键盘手感舒适。',
        optionLabel: '内存',
        options: ['16GB', '32GB', '64GB'],
        highlights: ['次日达包邮', '两年质保', '30 天无忧退货'],
        icon: 'device-laptop',
      },
    },
  },
  beauty: {
    en: {
      brand: 'Glowe',
      heroTitle: 'Skincare that keeps it simple',
      heroSubtitle: '{brand} makes gentle, effective skincare with short ingredient lists and no fragrance.',
      categories: [
        { icon: 'droplet', label: 'Skincare' },
        { icon: 'brush', label: 'Makeup' },
        { icon: 'sparkles', label: 'Hair' },
        { icon: 'flower', label: 'Fragrance' },
      ],
      productsTitle: 'Skincare favourites',
      heroIcon: 'sparkles',
      brandIcon: 'flower',
      filters: ['All', 'Skincare', 'Makeup', 'Hair', 'Body', 'Fragrance'],
      products: [
        { name: 'Hydrating serum', price: '$34', meta: 'Skincare · 30 ml', icon: 'droplet', badge: 'Bestseller' },
        { name: 'Daily SPF 50', price: '$26', meta: 'Skincare · 50 ml', icon: 'sun' },
        { name: 'Soft matte lipstick', price: '$22', meta: 'Makeup · 8 shades', icon: 'brush' },
        { name: 'Repair night cream', price: '$42', meta: 'Skincare · 50 ml', icon: 'moon' },
        { name: 'Gentle cleanser', price: '$18', meta: 'Skincare · 150 ml', icon: 'bubble' },
        { name: 'Silk hair oil', price: '$29', meta: 'Hair · 100 ml', icon: 'droplet-half-2' },
        { name: 'Body butter', price: '$24', meta: 'Body · 200 ml', icon: 'heart' },
        { name: 'Eau de parfum', price: '$68', meta: 'Fragrance · 50 ml', icon: 'flower' },
      ],
      detail: {
        name: 'Hydrating serum',
        price: '$34',
        description:
          'Hyaluronic acid and niacinamide for plump, even skin. Fragrance-free, suitable for sensitive skin.',
        optionLabel: 'Size',
        options: ['15 ml', '30 ml', '50 ml'],
        highlights: ['Dermatologist tested', 'Vegan and cruelty-free', 'Free samples with every order'],
        icon: 'droplet',
      },
    },
    zh: {
      brand: '光研',
      heroTitle: '简单有效的护肤',
      heroSubtitle: '{brand}用精简成分打造温和有效的护肤品，无添加香精。',
      categories: [
        { icon: 'droplet', label: '护肤' },
        { icon: 'brush', label: '彩妆' },
        { icon: 'sparkles', label: '护发' },
        { icon: 'flower', label: '香氛' },
      ],
      productsTitle: '护肤人气榜',
      heroIcon: 'sparkles',
      brandIcon: 'flower',
      filters: ['全部', '护肤', '彩妆', '护发', '身体', '香氛'],
      products: [
        { name: '保湿精华', price: '¥229', meta: '护肤 · 30ml', icon: 'droplet', badge: '热卖' },
        { name: '日常防晒 SPF50', price: '¥169', meta: '护肤 · 50ml', icon: 'sun' },
        { name: '柔雾哑光口红', price: '¥149', meta: '彩妆 · 8 色', icon: 'brush' },
        { name: '修护晚霜', price: '¥279', meta: '护肤 · 50ml', icon: 'moon' },
        { name: '温和洁面', price: '¥119', meta: '护肤 · 150ml', icon: 'bubble' },
        { name: '丝滑护发油', price: '¥189', meta: '护发 · 100ml', icon: 'droplet-half-2' },
        { name: '身体乳霜', price: '¥159', meta: '身体 · 200ml', icon: 'heart' },
        { name: '淡香精', price: '¥459', meta: '香氛 · 50ml', icon: 'flower' },
      ],
      detail: {
        name: '保湿精华',
        price: '¥229',
        description: '玻尿酸与烟酰胺，让肌肤饱满透亮。无香精，敏感肌适用。',
        optionLabel: '规格',
        options: ['15ml', '30ml', '50ml'],
        highlights: ['皮肤科测试', '纯素配方，零动物实验', '每单赠送小样'],
        icon: 'droplet',
      },
    },
  },
};

/** The catalogue a shop prompt names, if any. */
export function catalogueFor(prompt: string, language: DesignLanguage): Catalogue | undefined {
  const match = CATALOGUE_PATTERNS.find(([, re]) => re.test(prompt));
  return match ? CATALOGUES[match[0]][language] : undefined;
}
