/**
 * The Boxify designer: how designs are made. The provider contract, the built-in designer, the cost table;
 * generation (`./generate`), edits (`./edit`), optimise (`./optimise`), the section kit (`./kit`) and the
 * built-in libraries (`./libraries`). It imports the kernel (`@boxify/design`) and nothing above it.
 */
export * from './contract';
export * from './built-in';
export * from './cost';
