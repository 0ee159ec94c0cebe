// Spec §2: the product highlights' three cards, in this order; the first is shown until a card is clicked.
export const HIGHLIGHTS = ['fairPricing', 'fullyEditable', 'figmaIntegration'] as const;

export type Highlight = (typeof HIGHLIGHTS)[number];

// The header's Features item scrolls to this id (spec §2).
export const PRODUCT_HIGHLIGHTS_ID = 'product-highlights';
