// The JSX runtime as ES module bindings, for the same reason as react-esm.ts:
// every element the bundle creates calls `jsx` or `jsxs`.
import * as runtime from 'react/jsx-runtime';

export const { jsx, jsxs, Fragment } = runtime;
