// @docusaurus/useIsBrowser: false on the server and in the first render in the browser, then true.
import { useIsBrowser } from './ExecutionEnvironment.js';

export default useIsBrowser;
