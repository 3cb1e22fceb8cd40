/*
 * The types of @fluent/bundle's ESM build, which src/http/web.ts serves under
 * /fluent/ (index.js and the files it imports) and the page imports by
 * relative URL (`./fluent/index.js`): this file lets tsc check those imports,
 * and the compiled script keeps the specifier as written.
 */
export * from '@fluent/bundle';
