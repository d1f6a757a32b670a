// Questions an integrator types into the manual's search box, each with the
// page that answers it (route under the base URL, with the answering section
// after `#` for the reader of this list; a hit is any section of that page).
// Where two pages answer the question equally, `or` names the other.
// Written from the pages' text, not from what search returns: the quality
// test (search-quality.test.ts) and the bench (tests/bench/lib/search.mjs)
// score search against this list.

export interface SearchQuestion {
  query: string;
  answer: string;
  or?: string[];
}

export const SEARCH_QUESTIONS: readonly SearchQuestion[] = [
  { query: 'how do I authorize', answer: 'trading/authentication#authorize-request-and-response' },
  { query: 'what does placing mean', answer: 'trading/concepts#order-statuses' },
  { query: 'how many bars does history return', answer: 'data/history#countback-deprecated' },
  { query: 'how often is a heartbeat sent', answer: 'data/streaming#heartbeat' },
  { query: 'how many simultaneous streaming connections', answer: 'data/streaming#simultaneous-connections' },
  { query: 'maximum number of symbol groups', answer: 'data/groups#limits-and-rules' },
  { query: 'group id format', answer: 'data/groups#group-id-format' },
  { query: 'overnight session string', answer: 'data/session-specification#overnight-sessions' },
  { query: 'map broker symbols to platform symbols', answer: 'trading/mapping-symbols' },
  { query: 'in which currency is pipValue', answer: 'faq#in-which-currency-is-pipvalue', or: ['trading/concepts#pip-value-and-profit-and-loss'] },
  { query: 'cancel all orders', answer: 'trading/concepts#cancelling-all-orders' },
  { query: 'how do brackets behave', answer: 'trading/concepts#how-brackets-behave' },
  { query: 'access token lifetime', answer: 'trading/authentication#token-lifetime', or: ['faq#what-token-lifetime-should-we-use'] },
  { query: 'refresh token request', answer: 'trading/authentication#refreshing-a-code-flow-token' },
  { query: 'close a position through the stream', answer: 'trading/streaming#closing-positions-through-a-stream' },
  { query: 'pulling interval for quotes', answer: 'trading/configuring#pulling-intervals' },
  { query: 'trading options sets stop loss', answer: 'trading/configuring#trading-options-sets' },
  { query: 'combobox custom field in the order dialog', answer: 'trading/ui-elements/custom-fields#combobox' },
  { query: 'order preview warnings', answer: 'trading/ui-elements/#order-preview' },
  { query: 'difference between symbol and ticker', answer: 'data/symbol_info#symbol-versus-ticker', or: ['faq#what-is-the-difference-between-symbol-and-ticker'] },
  { query: 'pricescale and minmovement for decimal prices', answer: 'data/symbol_info#decimal-format' },
  { query: 'daily bar timestamp', answer: 'data/bar-building#bar-timestamps', or: ['data/history#daily-and-monthly-bar-time'] },
  { query: 'real-time and historical bars mismatch', answer: 'data/post-release#real-time-versus-historical-bar-mismatch', or: ['data/history#matching-real-time-data'] },
  { query: 'how do I run the data tests', answer: 'data-tests/#running-the-tests' },
  { query: 'reading a failed trading test', answer: 'trading-tests/#reading-a-failed-test' },
  { query: 'CORS policy', answer: 'integration-overview#cors-policy' },
  { query: 'sandbox environment', answer: 'integration-overview#sandbox' },
  { query: 'how should errors be returned errmsg', answer: 'endpoints#response-outcomes', or: ['faq#how-should-errors-be-returned'] },
  { query: 'required endpoints for trading', answer: 'endpoints#required-endpoints-trading' },
  { query: 'server to server JWT assertion', answer: 'data/authentication#server-oauth-2-bearer-jwt-assertion' },
  { query: 'execution commission', answer: 'trading/concepts#executions' },
  { query: 'supportTrackLatency transaction id', answer: 'trading/concepts#transaction-ids-and-latency-tracking' },
  { query: 'bar-fillgaps', answer: 'data/bar-building#bar-fillgaps' },
  { query: 'account flags', answer: 'trading/configuring#account-flags' },
  // Answered in a section's text, not in its heading: these fail if the index loses the body text.
  { query: 'must every authorize call return a new token', answer: 'trading/authentication#authorize-request-and-response' },
  { query: 'x5t certificate thumbprint', answer: 'data/authentication#server-oauth-2-bearer-jwt-assertion' },
  { query: 'stop-loss percent min and max in the order dialog', answer: 'trading/ui-elements/custom-fields#order-dialog-rules' },
  { query: 'default maximum quantity of an instrument', answer: 'trading/configuring#instruments', or: ['trading/ui-elements/#quantity-settings'] },
  { query: 'longQty and shortQty both zero', answer: 'trading/streaming#closing-positions-through-a-stream', or: ['trading/concepts#net-and-individual-positions'] },
  { query: 'trade correction with size zero', answer: 'data/streaming#trades-and-artificial-trades' },
  { query: 'instrument without real trades', answer: 'data/streaming#trades-and-artificial-trades', or: ['data/bar-building#building-bars-from-streaming-data'] },
  { query: 'hard to borrow', answer: 'trading/ui-elements/#quotes-in-the-order-ticket' },
  { query: 'user must pick a value before placing the order', answer: 'trading/ui-elements/custom-fields#combobox' },
  { query: 'most bars the platform asks for', answer: 'data/history#countback-deprecated' },
  { query: 'IANA time zone name of the exchange', answer: 'data/symbol_info#all-fields' },
  { query: 'keep final orders until the session ends', answer: 'trading/concepts#which-orders-orders-returns', or: ['trading/streaming#implementation-checklist', 'faq#which-statuses-appear-on-the-orders-tab-and-which-on-the-history-tab'] },
  { query: 'value of a one unit price move', answer: 'data/symbol_info#all-fields' },
  { query: 'capitalize column titles', answer: 'trading/ui-elements/custom-fields#custom-columns', or: ['trading/ui-elements/#account-summary-tab-and-custom-tables'] },
  // Answered by the API reference.
  { query: 'placeOrder request body', answer: 'rest-api-spec#tag/Orders/operation/placeOrder' },
  { query: 'SymbolInfoArrays required fields', answer: 'rest-api-spec#schema/SymbolInfoArrays', or: ['data/symbol_info#required-fields'] },
];

/** The page of an answer: its route under the base URL without the section. */
export function answerPage(answer: string): string {
  return answer.split('#')[0]!;
}
