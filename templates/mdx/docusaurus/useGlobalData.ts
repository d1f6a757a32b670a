// @docusaurus/useGlobalData (misc.tsx holds it with the other small modules).
export { useGlobalData as default, usePluginData, useAllPluginInstancesData } from './misc.js';
