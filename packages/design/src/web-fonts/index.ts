// What a page needs to declare the product's faces, without the font set's metrics (fontkit): the landing's first
// script stays small, and only the canvas loads the measuring code.
export * from '../fonts/catalog';
export * from '../fonts/web-faces';
