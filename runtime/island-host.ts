// The runtime as pages with islands load it: the same runtime (entry.tsx),
// and the React it hydrates the page with, exported for the page's island
// script (cli/content/mdx-compile/islands.ts), which imports it from this
// file's URL instead of bundling a second React. A page without islands
// loads the plain client, which exports nothing and stays as it was.
//
// Each is React's CommonJS object as its packages export it (not our
// react-esm.ts shim, which re-exports only what the runtime calls): the
// site's components may call any of its members. The bundle holds those
// packages whole already (CommonJS is not tree-shaken): exporting them costs
// a few bytes.
import './entry.js';
import React from 'react';
import ReactDOM from 'react-dom';
import ReactDOMClient from 'react-dom/client';
import JsxRuntime from 'react/jsx-runtime';

export { React, ReactDOM, ReactDOMClient, JsxRuntime };
