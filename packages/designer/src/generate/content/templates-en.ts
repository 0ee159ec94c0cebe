// English page templates: the copy every product shares, with its domain's examples filled in.
import type { KitContent } from '../../kit/content';
import { MONTHS } from './packs';
import type { Pack } from './pack';

const PEOPLE = [
  ['Sofia Martins', 'Product lead, Hexa'],
  ['Daniel Okafor', 'Founder, Brightline'],
  ['Hana Suzuki', 'Operations manager, Kite'],
];

export function english(brand: string, d: Pack): Omit<KitContent, 'brand' | 'brandIcon'> {
  const year = '2026';
  return {
    nav: ['Features', 'Pricing', 'Customers', 'Blog', 'FAQ'],
    navCta: 'Get started',
    signInLink: 'Sign in',
    search: `Search ${d.noun === 'online store' ? 'products' : 'anything'}…`,
    hero: {
      eyebrow: d.eyebrow,
      title: d.heroTitle,
      subtitle: d.heroSubtitle,
      primary: d.actions?.[0] ?? 'Get started free',
      secondary: d.actions?.[1] ?? 'Watch demo',
      icon: d.heroIcon,
      visual: d.visual,
    },
    features: {
      title: `Everything you need in one ${d.noun}`,
      subtitle: `${brand} brings the essentials together so you can focus on what matters.`,
      items: d.features,
    },
    logos: { title: 'Trusted by teams at', names: ['Hexa', 'Brightline', 'Kite', 'Northstar', 'Lumen', 'Orbit'] },
    testimonials: {
      title: `Loved by people who use ${brand} every day`,
      items: d.quotes.map((quote, i) => ({ quote, name: PEOPLE[i][0], role: PEOPLE[i][1] })),
    },
    pricing: {
      title: 'Simple, transparent pricing',
      subtitle: 'Start free, upgrade when you grow. Cancel anytime.',
      plans: [
        {
          name: 'Free',
          price: '$0',
          period: '/month',
          blurb: `Try ${brand} with the basics.`,
          features: ['Core features', 'Up to 3 projects', 'Community support'],
          cta: 'Start free',
        },
        {
          name: 'Pro',
          price: '$12',
          period: '/month',
          blurb: 'For people who want it all.',
          features: ['Everything in Free', 'Unlimited projects', 'Advanced insights', 'Priority support'],
          cta: 'Upgrade to Pro',
          popular: true,
        },
        {
          name: 'Business',
          price: '$29',
          period: '/month',
          blurb: 'For teams and organisations.',
          features: ['Everything in Pro', 'Team workspaces', 'SSO and audit log', 'Dedicated manager'],
          cta: 'Contact sales',
        },
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        {
          question: `What is ${brand}?`,
          answer: `${brand} is a ${d.noun} that helps you get more done with less effort, on the web and on your phone.`,
        },
        {
          question: 'Is there a free plan?',
          answer: 'Yes. The Free plan is free forever and includes the core features.',
        },
        {
          question: 'Can I cancel anytime?',
          answer: 'Of course. Plans are monthly or yearly and you can cancel in two clicks.',
        },
        {
          question: 'Is my data secure?',
          answer: 'Your data is encrypted in transit and at rest, and you can export or delete it at any time.',
        },
      ],
    },
    cta: {
      title: `Ready to try ${brand}?`,
      subtitle: 'Join thousands of people who already made the switch. It takes two minutes.',
      button: 'Get started free',
    },
    footer: {
      tagline: d.heroSubtitle,
      columns: [
        { title: 'Product', links: ['Features', 'Pricing', 'Changelog', 'Download'] },
        { title: 'Company', links: ['About', 'Careers', 'Blog', 'Press'] },
        { title: 'Support', links: ['Help centre', 'Contact', 'Status', 'Privacy'] },
      ],
      legal: `© ${year} ${brand}. All rights reserved.`,
    },
    auth: {
      signInTitle: 'Welcome back',
      signInSubtitle: `Sign in to your ${brand} account to continue.`,
      signUpTitle: `Create your ${brand} account`,
      signUpSubtitle: 'Free forever. No credit card needed.',
      name: 'Full name',
      namePlaceholder: 'Alex Morgan',
      email: 'Email',
      emailPlaceholder: 'you@example.com',
      password: 'Password',
      passwordPlaceholder: 'At least 8 characters',
      forgot: 'Forgot password?',
      signIn: 'Sign in',
      signUp: 'Create account',
      or: 'or continue with',
      google: 'Google',
      apple: 'Apple',
      noAccount: 'New here?',
      haveAccount: 'Already have an account?',
      terms: 'I agree to the Terms of Service and Privacy Policy.',
    },
    payment: {
      title: 'Payment method',
      subtitle: 'Choose how you would like to pay. You can change it anytime.',
      methods: [
        { icon: 'credit-card', label: 'Visa ending in 4242', detail: 'Expires 08/28' },
        { icon: 'brand-paypal', label: 'PayPal', detail: 'alex@example.com' },
        { icon: 'brand-apple', label: 'Apple Pay', detail: 'Pay with Face ID' },
      ],
      cardNumber: 'Card number',
      cardPlaceholder: '1234 5678 9012 3456',
      expiry: 'Expiry date',
      expiryPlaceholder: 'MM / YY',
      cvc: 'CVC',
      holder: 'Name on card',
      holderPlaceholder: 'Alex Morgan',
      save: 'Save this card for future payments',
      pay: 'Save payment method',
    },
    checkout: {
      title: 'Order summary',
      items: d.products
        .slice(0, 3)
        .map((p) => ({ name: p.name, meta: `${p.meta} · Qty 1`, price: p.price, icon: p.icon })),
      lines: [
        { label: 'Subtotal', value: '$214.00' },
        { label: 'Shipping', value: 'Free' },
        { label: 'Tax', value: '$17.12' },
      ],
      totalLabel: 'Total',
      total: '$231.12',
      promo: 'Promo code',
      button: 'Pay $231.12',
      secure: 'Payments are encrypted and secure',
    },
    chat: {
      title: d.chatTitle,
      status: 'Online · replies instantly',
      messages: d.chat,
      placeholder: `Message ${brand}…`,
      suggestions: d.suggestions,
    },
    dashboard: {
      title: 'Overview',
      subtitle: `Welcome back — here is how ${brand} is doing.`,
      range: 'Last 30 days',
      stats: d.stats,
      lineTitle: d.lineTitle,
      barTitle: d.barTitle,
      pieTitle: d.pieTitle,
      months: MONTHS.en,
      pieLegend: d.pieLegend,
      tableTitle: d.tableTitle,
      columns: d.columns,
      rows: d.rows,
    },
    settings: {
      title: 'Settings',
      groups: [
        {
          title: 'Account',
          items: [
            { icon: 'user', label: 'Personal information' },
            { icon: 'mail', label: 'Email', value: 'alex@example.com' },
            { icon: 'lock', label: 'Password and security' },
          ],
        },
        {
          title: 'Preferences',
          items: [
            { icon: 'bell', label: 'Push notifications', toggle: true },
            { icon: 'moon', label: 'Dark mode', toggle: false },
            { icon: 'language', label: 'Language', value: 'English' },
          ],
        },
        {
          title: 'Support',
          items: [
            { icon: 'help-circle', label: 'Help centre' },
            { icon: 'shield-check', label: 'Privacy policy' },
          ],
        },
      ],
      signOut: 'Sign out',
    },
    profile: {
      name: 'Alex Morgan',
      handle: '@alexmorgan',
      bio: `Early ${brand} member. Loves good design, long walks and trying new things.`,
      stats: [
        { label: 'Followers', value: '1,284' },
        { label: 'Following', value: '312' },
        { label: 'Posts', value: '86' },
      ],
      follow: 'Follow',
      message: 'Message',
      tabs: ['Activity', 'Saved', 'About'],
    },
    products: {
      title: d.productsTitle,
      subtitle: `Hand-picked for you by ${brand}.`,
      filters: d.filters,
      items: d.products,
      add: 'Add to cart',
    },
    detail: { ...d.detail, rating: '4.8 · 1,204 reviews', add: 'Add to cart', buy: 'Buy now' },
    blog: {
      title: `The ${brand} blog`,
      subtitle: 'Ideas, guides and stories from our team.',
      posts: d.posts,
      readMore: 'Read',
    },
    article: { ...d.article, meta: 'Nov 18 · 6 min read' },
    onboarding: { steps: d.onboarding, next: 'Continue', skip: 'Skip', start: 'Get started' },
    notFound: {
      code: '404',
      title: 'This page took a wrong turn',
      body: 'The page you are looking for was moved or no longer exists. Let us get you back on track.',
      button: 'Back to home',
    },
    empty: d.empty,
    categories: d.categories,
    tabBar: d.tabBar,
    sideNav: d.sideNav,
  };
}
