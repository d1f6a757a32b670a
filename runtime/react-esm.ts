// React's members as ES module bindings, for the browser bundle only (see
// runtimeBuildOptions in scripts/bundle.mjs, which points the runtime's and
// templates' `react` imports here). React ships CommonJS, which esbuild
// reaches through a namespace object in every importing module, writing each
// call as `(0, ns.useState)(…)`; re-exported once here, every call minifies
// to one short name, which keeps first visits lighter.
import * as React from 'react';

export const { Component, createContext, createRef, startTransition, useCallback, useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore } = React;
