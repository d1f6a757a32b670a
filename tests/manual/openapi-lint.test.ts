// Checks the OpenAPI description of the Broker Integration API 1.9.2
// (openapi/broker-api.yaml) against the product specification: every call,
// every entity, the security rules, the constants, and every example.
import { beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import {
  collectExamples,
  collectRefs,
  isObject,
  loadSpec,
  operationsOf,
  propertiesOf,
  requiredOf,
  toJsonSchema,
  type Json,
} from './openapi-tools.js';

// ajv-formats is CommonJS; loading it through require avoids default-import interop differences.
const addFormats = createRequire(import.meta.url)('ajv-formats') as (ajv: Ajv) => Ajv;

type Security = 'none' | 'user' | 'server';

interface Call {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  operationId: string;
  tag: string;
  security: Security;
  /** Whether the call takes the `locale` query parameter. */
  locale: boolean;
  /** Required fields of the form body; null when the call has no body. */
  body: string[] | null;
}

const A = '/accounts/{accountId}';

// The 46 calls of specification §7 (spec-brief §4.3), with tag, security (§6),
// locale and the required body fields of §5.
const CALLS: Call[] = [
  { method: 'post', path: '/authorize', operationId: 'authorize', tag: 'Authentication', security: 'none', locale: false, body: ['login', 'password'] },
  { method: 'post', path: '/logout', operationId: 'logout', tag: 'Authentication', security: 'user', locale: false, body: [] },
  { method: 'get', path: '/config', operationId: 'getConfiguration', tag: 'Configuration', security: 'user', locale: true, body: null },
  { method: 'get', path: '/mapping', operationId: 'getMapping', tag: 'Configuration', security: 'none', locale: false, body: null },
  { method: 'get', path: '/accounts', operationId: 'getAccounts', tag: 'Accounts', security: 'user', locale: true, body: null },
  { method: 'get', path: '/userInfo', operationId: 'getUserInfo', tag: 'Accounts', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/instruments`, operationId: 'getInstruments', tag: 'Accounts', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/state`, operationId: 'getState', tag: 'Accounts', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/stream/state`, operationId: 'streamState', tag: 'Streaming', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/orders`, operationId: 'getOrders', tag: 'Orders', security: 'user', locale: true, body: null },
  { method: 'post', path: `${A}/orders`, operationId: 'placeOrder', tag: 'Orders', security: 'user', locale: true, body: ['currentAsk', 'currentBid', 'instrument', 'qty', 'side', 'type'] },
  { method: 'post', path: `${A}/orders/cancelAll`, operationId: 'cancelAllOrders', tag: 'Orders', security: 'user', locale: true, body: [] },
  { method: 'get', path: `${A}/stream/orders`, operationId: 'streamOrders', tag: 'Streaming', security: 'user', locale: true, body: null },
  { method: 'put', path: `${A}/orders/{orderId}`, operationId: 'modifyOrder', tag: 'Orders', security: 'user', locale: true, body: ['instrument', 'qty', 'side', 'type'] },
  { method: 'delete', path: `${A}/orders/{orderId}`, operationId: 'cancelOrder', tag: 'Orders', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/ordersHistory`, operationId: 'getOrdersHistory', tag: 'Orders', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/positions`, operationId: 'getPositions', tag: 'Positions', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/stream/positions`, operationId: 'streamPositions', tag: 'Streaming', security: 'user', locale: true, body: null },
  { method: 'put', path: `${A}/positions/{positionId}`, operationId: 'modifyPosition', tag: 'Positions', security: 'user', locale: true, body: [] },
  { method: 'delete', path: `${A}/positions/{positionId}`, operationId: 'closePosition', tag: 'Positions', security: 'user', locale: true, body: [] },
  { method: 'get', path: `${A}/netPositions`, operationId: 'getNetPositions', tag: 'Positions', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/stream/netPositions`, operationId: 'streamNetPositions', tag: 'Streaming', security: 'user', locale: true, body: null },
  { method: 'delete', path: `${A}/netPositions/{netPositionId}`, operationId: 'closeNetPosition', tag: 'Positions', security: 'user', locale: true, body: [] },
  { method: 'get', path: `${A}/individualPositions`, operationId: 'getIndividualPositions', tag: 'Positions', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/stream/individualPositions`, operationId: 'streamIndividualPositions', tag: 'Streaming', security: 'user', locale: true, body: null },
  { method: 'put', path: `${A}/individualPositions/{individualPositionId}`, operationId: 'modifyIndividualPosition', tag: 'Positions', security: 'user', locale: true, body: [] },
  { method: 'delete', path: `${A}/individualPositions/{individualPositionId}`, operationId: 'closeIndividualPosition', tag: 'Positions', security: 'user', locale: true, body: [] },
  { method: 'get', path: `${A}/balances`, operationId: 'getBalances', tag: 'Balances', security: 'user', locale: true, body: null },
  { method: 'get', path: `${A}/executions`, operationId: 'getExecutions', tag: 'Executions', security: 'user', locale: true, body: null },
  { method: 'post', path: `${A}/getLeverage`, operationId: 'getLeverage', tag: 'Leverage', security: 'user', locale: true, body: ['instrument', 'orderType', 'side'] },
  { method: 'post', path: `${A}/setLeverage`, operationId: 'setLeverage', tag: 'Leverage', security: 'user', locale: true, body: ['instrument', 'leverage', 'orderType', 'side'] },
  { method: 'post', path: `${A}/previewLeverage`, operationId: 'previewLeverage', tag: 'Leverage', security: 'user', locale: true, body: ['instrument', 'leverage', 'orderType', 'side'] },
  { method: 'post', path: `${A}/previewOrder`, operationId: 'previewOrder', tag: 'Previews', security: 'user', locale: true, body: ['instrument', 'qty', 'side', 'type'] },
  { method: 'post', path: `${A}/previewClosePosition`, operationId: 'previewClosePosition', tag: 'Previews', security: 'user', locale: true, body: ['positionId', 'qty'] },
  { method: 'post', path: `${A}/orderInfo`, operationId: 'getOrderInfo', tag: 'Previews', security: 'user', locale: true, body: ['instrument', 'qty', 'side', 'type'] },
  { method: 'post', path: `${A}/trackLatency`, operationId: 'trackLatency', tag: 'Latency', security: 'user', locale: false, body: ['ask', 'bid', 'instrument', 'roundTripDuration', 'side', 'timestamp', 'transactionId', 'transactionType'] },
  { method: 'get', path: `${A}/stream/notifications`, operationId: 'streamNotifications', tag: 'Notifications', security: 'user', locale: true, body: null },
  { method: 'get', path: '/quotes', operationId: 'getQuotes', tag: 'Market Data', security: 'user', locale: true, body: null },
  { method: 'get', path: '/stream/quotes', operationId: 'streamQuotes', tag: 'Streaming', security: 'user', locale: true, body: null },
  { method: 'get', path: '/depth', operationId: 'getDepth', tag: 'Market Data', security: 'user', locale: true, body: null },
  { method: 'get', path: '/stream/depth', operationId: 'streamDepth', tag: 'Streaming', security: 'user', locale: true, body: null },
  { method: 'get', path: '/groups', operationId: 'getGroups', tag: 'Data Integration', security: 'server', locale: false, body: null },
  { method: 'get', path: '/permissions', operationId: 'getPermissions', tag: 'Data Integration', security: 'user', locale: false, body: null },
  { method: 'get', path: '/symbol_info', operationId: 'getSymbolInfo', tag: 'Data Integration', security: 'server', locale: false, body: null },
  { method: 'get', path: '/history', operationId: 'getHistory', tag: 'Data Integration', security: 'server', locale: false, body: null },
  { method: 'get', path: '/streaming', operationId: 'streaming', tag: 'Data Integration', security: 'server', locale: false, body: null },
];

const STREAM_OPERATIONS = [
  'streamState', 'streamOrders', 'streamPositions', 'streamNetPositions',
  'streamIndividualPositions', 'streamNotifications', 'streamQuotes', 'streamDepth',
];

const TAGS = [
  'Authentication', 'Configuration', 'Accounts', 'Orders', 'Positions', 'Executions', 'Balances',
  'Leverage', 'Previews', 'Latency', 'Market Data', 'Streaming', 'Notifications', 'Data Integration',
];

const EXPECTED_SECURITY: Record<Security, Json[]> = {
  none: [],
  user: [{ PasswordBearer: [] }, { OAuth2Bearer: ['general'] }],
  server: [{ PasswordBearer: [] }, { ServerOAuth2Bearer: ['general'] }],
};

// Key entities of specification §3 with their required lists (sorted).
const ENTITIES: Record<string, string[]> = {
  AuthorizeRequest: ['login', 'password'],
  AccessToken: ['access_token', 'expiration'],
  AuthorizeResponse: ['d', 's'],
  ErrorResponse: ['errmsg', 's'],
  SuccessResponse: ['s'],
  SuccessResponseWithTransactionId: ['d', 's'],
  PingMessage: ['s'],
  Account: ['config', 'id', 'name', 'type'],
  AccountFlags: [],
  AccountUi: [],
  Config: [],
  UserInfo: [],
  AccountManagerTable: ['columns', 'id'],
  AccountManagerColumn: ['id', 'title'],
  AccountSummaryRowItem: ['id', 'title'],
  AccountState: ['balance', 'unrealizedPl'],
  Duration: ['id', 'title'],
  ComboBoxMetaInfo: ['id', 'items', 'title'],
  ComboBoxValue: ['text', 'value'],
  CheckBoxMetaInfo: ['id', 'title'],
  TextFieldMetaInfo: ['id', 'title'],
  ConnectWarningConfig: ['key'],
  TradingOptionsSet: [],
  OrderInfoConfig: ['dependencies'],
  PercentRangeOptions: ['max', 'min'],
  StopLossPercentValidationRule: ['id', 'options'],
  TakeProfitPercentValidationRule: ['id', 'options'],
  StopPercentValidationRule: ['id', 'options'],
  LimitPercentValidationRule: ['id', 'options'],
  GuaranteedStopPercentValidationRule: ['id', 'options'],
  Instrument: ['description', 'minTick', 'name', 'pipSize', 'pipValue', 'type'],
  Order: ['id', 'instrument', 'qty', 'side', 'status', 'type'],
  OrderHistory: ['id', 'instrument', 'qty', 'side', 'status', 'type'],
  OrderDuration: ['type'],
  OrderInformationalMessage: ['text', 'type'],
  PositionInformationalMessage: ['text', 'type'],
  CustomFieldsValueItem: ['id', 'value'],
  PlaceOrderRequest: ['currentAsk', 'currentBid', 'instrument', 'qty', 'side', 'type'],
  ModifyOrderRequest: ['instrument', 'qty', 'side', 'type'],
  PreviewOrderRequest: ['instrument', 'qty', 'side', 'type'],
  PlaceOrderResponse: ['d', 's'],
  CancelAllOrdersByIds: ['orderIds'],
  CancelAllOrdersBySymbol: ['symbol'],
  Position: ['avgPrice', 'id', 'instrument', 'qty', 'side'],
  NetPosition: ['id', 'instrument', 'qty'],
  IndividualPosition: ['date', 'id', 'instrument', 'price', 'qty', 'side'],
  StreamClosedPosition: ['id', 'qty'],
  StreamClosedNetPosition: ['id', 'longQty', 'qty', 'shortQty'],
  ModifyPositionRequest: [],
  ModifyIndividualPositionRequest: [],
  ClosePositionRequest: [],
  CloseIndividualPositionRequest: [],
  OrderPreview: ['sections'],
  OrderPreviewSection: ['rows'],
  OrderPreviewSectionRow: ['title', 'value'],
  Hyperlink: ['text', 'url'],
  PreviewClosePositionRequest: ['positionId', 'qty'],
  ClosePositionPreview: ['id', 'rows'],
  PreviewSeparator: ['type'],
  OrderInfo: ['id', 'rows'],
  LeverageRequest: ['instrument', 'orderType', 'side'],
  SetLeverageRequest: ['instrument', 'leverage', 'orderType', 'side'],
  GetLeverage: ['leverage', 'max', 'min', 'step', 'title'],
  SetLeverage: ['leverage'],
  PreviewLeverage: [],
  TrackLatencyRequest: ['ask', 'bid', 'instrument', 'roundTripDuration', 'side', 'timestamp', 'transactionId', 'transactionType'],
  CryptoBalance: ['available', 'symbol', 'total'],
  Execution: ['id', 'instrument', 'isClose', 'orderId', 'price', 'qty', 'side', 'time'],
  Notification: ['key', 'severity'],
  SingleQuote: ['ask', 'bid'],
  QuoteItem: ['n', 'v'],
  Depth: ['asks', 'bids'],
  Group: ['id'],
  GroupList: ['groups'],
  PermissionGroups: ['groups'],
  SymbolMapping: ['fields', 'symbols'],
  SingleMapping: ['f', 's'],
  BarsArrays: ['c', 'h', 'l', 'o', 't', 'v'],
  EmptyBarArrays: ['c', 'h', 'l', 'o', 't', 'v'],
  HistorySuccessResponse: ['c', 'h', 'l', 'o', 's', 't', 'v'],
  HistoryEmptyBarResponse: ['c', 'h', 'l', 'o', 's', 't', 'v'],
  SymbolInfoArrays: [
    'currency', 'description', 'exchange-listed', 'exchange-traded', 'minmovement',
    'pricescale', 'session-regular', 'symbol', 'timezone', 'type',
  ],
  StreamingQuoteResponse: ['ap', 'as', 'bp', 'bs', 'f', 'id', 't'],
  StreamingTradeResponse: ['f', 'id', 'p', 's', 't'],
  StreamingDailyBarResponse: ['c', 'f', 'h', 'id', 'l', 'o', 't', 'v'],
  StreamingHeartbeatResponse: ['heartbeat'],
  StreamingAskResponse: ['f', 'id', 'p', 's', 't'],
  StreamingBidResponse: ['f', 'id', 'p', 's', 't'],
  OAuthAuthorizationCodeTokenRequest: ['client_id', 'client_secret', 'code', 'grant_type', 'redirect_uri'],
  OAuthRefreshTokenRequest: ['client_secret', 'grant_type', 'refresh_token'],
  OAuthJwtAssertionTokenRequest: ['assertion', 'client_id', 'client_secret', 'grant_type'],
  OAuthTokenResponse: ['access_token'],
  JwtAssertionHeader: ['alg', 'x5t'],
  JwtAssertionClaims: ['aud', 'exp', 'iss', 'spurl', 'sub'],
};

// Fields of §3 that must exist on each entity (beyond the required ones).
const ENTITY_FIELDS: Record<string, string[]> = {
  Account: ['currency', 'currencySign', 'ui', 'durations', 'prefix', 'isVerified', 'connectWarningConfig', 'tradingOptionsSets'],
  AccountUi: [
    'accountSummaryRow', 'accountManager', 'orderCustomFields', 'orderHistoryCustomFields', 'positionCustomFields',
    'netPositionCustomFields', 'individualPositionCustomFields', 'orderDialogCustomFields', 'orderDialogLinks',
  ],
  Config: [
    'accountSummaryRow', 'accountManager', 'durations', 'orderCustomFields', 'orderHistoryCustomFields',
    'positionCustomFields', 'netPositionCustomFields', 'individualPositionCustomFields', 'pullingInterval', 'orderInfoConfig',
  ],
  AccountState: ['equity', 'amData', 'accountSummaryRowData', 'marginAvailable'],
  UserInfo: ['userId', 'promotionId'],
  Instrument: [
    'minQty', 'maxQty', 'qtyStep', 'defaultQty', 'lotSize', 'currency', 'baseCurrency', 'quoteCurrency', 'marginRate',
    'hasQuotes', 'units', 'variableMinTick', 'typespecs', 'tradingOptionsSet', 'ui',
  ],
  InstrumentUi: ['orderDialogCustomFields', 'validationRules'],
  Order: [
    'filledQty', 'avgPrice', 'limitPrice', 'stopPrice', 'trailingStopPips', 'isTrailingStop', 'isGuaranteedStop',
    'parentId', 'parentType', 'duration', 'lastModified', 'customFields', 'message',
  ],
  PlaceOrderRequest: [
    'limitPrice', 'stopPrice', 'durationType', 'durationDateTime', 'stopLoss', 'takeProfit', 'trailingStopPips',
    'guaranteedStop', 'digitalSignature', 'confirmId', 'orderInfoId', 'customFields',
  ],
  Position: ['unrealizedPl', 'message', 'lastModified', 'customFields'],
  NetPosition: ['longQty', 'shortQty', 'avgPrice', 'lastModified', 'customFields', 'message'],
  IndividualPosition: ['unrealizedPl', 'lastModified', 'customFields', 'canBeClosed', 'message'],
  ModifyPositionRequest: ['stopLoss', 'trailingStopPips', 'guaranteedStop', 'takeProfit', 'currentAsk', 'currentBid', 'side'],
  ClosePositionRequest: ['amount', 'confirmId'],
  OrderPreview: ['confirmId', 'warnings', 'errors'],
  ClosePositionPreview: ['disclaimer'],
  TrackLatencyRequest: ['qty', 'roundTripStartTime'],
  CryptoBalance: ['longName', 'reserved', 'btcValue', 'value', 'valueCurrency'],
  Execution: ['positionId', 'commission'],
  Notification: ['titleValues', 'bodyValues'],
  SingleQuote: ['askSize', 'bidSize', 'last', 'lastSize', 'buyPipValue', 'sellPipValue', 'hardToBorrow', 'notShortable', 'halted'],
  QuoteItem: ['s'],
  TradingOptionsSet: ['allowedOrderTypes', 'allowedDurations', 'supportStopLoss', 'supportTrailingStop', 'supportGuaranteedStop'],
  OrderDialogCustomFields: ['comboBox', 'checkbox'],
  TextFieldMetaInfo: ['saveToSettings', 'mutable', 'forceUserEnterInitialValue', 'placeholder', 'maskWithAsterisk'],
  SymbolInfoArrays: [
    'base-currency', 'minmovement2', 'fractional', 'root', 'root-description', 'has-intraday', 'has-no-volume', 'typespecs',
    'volume-type', 'is-cfd', 'ticker', 'session-extended', 'session-premarket', 'session-postmarket', 'has-daily',
    'has-weekly-and-monthly', 'pointvalue', 'expiration', 'bar-source', 'bar-transform', 'bar-fillgaps', 'isin', 'wkn',
  ],
};

// AccountFlags with their §9 defaults: true for these ten, false for all others.
const TRUE_FLAGS = [
  'supportMarketOrders', 'supportLimitOrders', 'supportStopOrders', 'supportStopLoss', 'supportPositions',
  'supportReversePosition', 'supportDOM', 'supportPLUpdate', 'supportLeverageButton', 'supportRiskControlsAndInfo',
];
const FALSE_FLAGS = [
  'supportBrackets', 'supportOrderBrackets', 'supportAddBracketsToExistingOrder', 'supportMarketBrackets',
  'supportPositionBrackets', 'supportMultiposition', 'supportClosePosition', 'supportPartialClosePosition',
  'supportNativeReversePosition', 'supportStopLimitOrders', 'supportTrailingStop', 'supportGuaranteedStop',
  'supportStopOrdersInBothDirections', 'supportStopLimitOrdersInBothDirections', 'supportPartialOrderExecution',
  'supportModifyOrder', 'supportModifyOrderPrice', 'supportEditAmount', 'supportModifyBrackets', 'supportModifyDuration',
  'supportCryptoExchangeOrderTicket', 'supportDigitalSignature', 'supportPlaceOrderPreview', 'supportModifyOrderPreview',
  'supportPreviewClosePosition', 'supportCustomOrderInfo', 'supportCancelAllOrders', 'showQuantityInsteadOfAmount',
  'supportBalances', 'supportOrdersHistory', 'supportExecutions', 'supportLeverage', 'supportLevel2Data',
  'supportDisplayBrokerNameInSymbolSearch', 'supportLogout', 'supportCustomAccountSummaryRow',
  'supportPositionCustomFields', 'supportOrderCustomFields', 'supportOrderHistoryCustomFields', 'supportTrackLatency',
  'supportPositionNetting', 'supportIndividualPositionBrackets', 'supportPartialCloseIndividualPosition',
  'supportStrictCheckingLimitOrderPrice',
];

const PULLING_INTERVALS: Record<string, [number, number]> = {
  quotes: [500, 1000],
  orders: [500, 1000],
  positions: [1000, 1500],
  accountManager: [500, 1500],
  balances: [1000, 1500],
};

const ENUMS: Record<string, string[]> = {
  Locale: [
    'ar_AE', 'br', 'de_DE', 'en', 'es', 'fr', 'he_IL', 'hu_HU', 'id', 'in', 'it', 'ja', 'kr', 'ms_MY', 'pl', 'ru',
    'th_TH', 'tr', 'uk', 'vi_VN', 'zh_CN', 'zh_TW',
  ],
  AuthLanguage: [
    'ar', 'br', 'de', 'en', 'es', 'fr', 'he', 'hu', 'id', 'in', 'it', 'ja', 'kr', 'ms', 'pl', 'ru', 'th', 'tr', 'uk', 'vi', 'zh',
  ],
  SymbolType: [
    'stock', 'dr', 'right', 'bond', 'fund', 'warrant', 'structured', 'index', 'forex', 'futures', 'spot', 'swap',
    'commodity', 'crypto', 'cfd', 'option', 'economic', 'expression',
  ],
  Typespec: ['cfd', 'spreadbet', 'crypto', 'ndf'],
  VolumeType: ['base', 'quote', 'tick', 'contract'],
  BarSource: ['bid', 'ask', 'mid', 'trade'],
  BarTransform: ['none', 'openprev', 'prevopen'],
  ErrorType: ['invalid_token', 'unauthorized', 'forbidden', 'server_error'],
  Side: ['buy', 'sell'],
  OrderType: ['market', 'stop', 'limit', 'stoplimit'],
  ParentType: ['order', 'position'],
  MessageType: ['information', 'warning', 'error'],
  NotificationSeverity: ['error', 'success'],
  OrderInfoDependency: ['qty', 'side', 'price', 'duration', 'brackets', 'slType'],
  TransactionType: [
    'place_order', 'modify_order', 'cancel_order', 'modify_position', 'close_position',
    'modify_individual_position', 'close_individual_position', 'close_net_position',
  ],
};

const ORDER_STATUSES = ['placing', 'inactive', 'working', 'rejected', 'filled', 'cancelled'];

const raw: Json = loadSpec();
let deref: Json;

function rawOperation(call: Call): Json {
  return raw.paths?.[call.path]?.[call.method];
}

function derefOperation(call: Call): Json {
  return deref.paths[call.path][call.method];
}

function schema(name: string): Json {
  return raw.components.schemas[name];
}

function derefSchema(name: string): Json {
  return deref.components.schemas[name];
}

/** Resolves one local `$ref` of the raw document. */
function resolve(node: Json): Json {
  if (!isObject(node) || typeof node.$ref !== 'string') return node;
  const target = node.$ref.replace(/^#\//, '').split('/').reduce((at: Json, key: string) => at?.[key], raw);
  return resolve(target);
}

function refsOf(node: Json): string[] {
  const list: Json[] = node?.oneOf ?? node?.anyOf ?? [node];
  return list.map((item) => (isObject(item) && typeof item.$ref === 'string' ? item.$ref : ''));
}

function pattern(source: string): RegExp {
  return new RegExp(source, 'u');
}

beforeAll(async () => {
  deref = await SwaggerParser.dereference(structuredClone(raw));
});

describe('document', () => {
  it('is valid OpenAPI 3.0.3 according to swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(raw))).resolves.toBeTruthy();
    expect(raw.openapi).toBe('3.0.3');
  });

  it('describes the Broker Integration API 1.9.2 with a placeholder server', () => {
    expect(raw.info.title).toBe('Broker Integration API');
    expect(raw.info.version).toBe('1.9.2');
    expect(raw.servers).toHaveLength(1);
    expect(raw.servers[0].url).toMatch(/^https:\/\/broker\.example\.com\//);
  });

  it('introduces the interface in a Markdown info description', () => {
    const text: string = raw.info.description;
    expect(text.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(5);
    for (const topic of [
      'browser', 'servers', 'PasswordBearer', 'OAuth2Bearer', 'ServerOAuth2Bearer', 'errtype', 'pullingInterval',
      'Access-Control-Allow-Origin', 'HTTPS', 'locale', 'application/x-www-form-urlencoded', 'snapshot', 'ping',
    ]) {
      expect(text, topic).toContain(topic);
    }
  });

  it('uses only internal references, all of which resolve', () => {
    const refs = collectRefs(raw);
    expect(refs.length).toBeGreaterThan(300);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/(schemas|parameters|responses|examples)\/[A-Za-z0-9_]+$/);
      expect(resolve({ $ref: ref }), ref).toBeDefined();
    }
  });

  it('uses nullable: true rather than type arrays, and non-empty descriptions (OpenAPI 3.0 style)', () => {
    const problems: string[] = [];
    const walk = (node: Json, where: string): void => {
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${where}[${index}]`));
      else if (isObject(node)) {
        if (Array.isArray(node.type)) problems.push(`${where}: type array`);
        if ('description' in node && typeof node.description === 'string' && node.description.trim() === '') {
          problems.push(`${where}: empty description`);
        }
        for (const [key, value] of Object.entries(node)) {
          // Example values are data, not schemas: a field called `type` may hold an array there.
          if (key !== 'example' && key !== 'examples') walk(value, `${where}.${key}`);
        }
      }
    };
    walk(raw, '#');
    expect(problems).toEqual([]);
    expect(JSON.stringify(raw.components.schemas)).toContain('"nullable":true');
  });
});

describe('operations', () => {
  it('has exactly the 42 paths and 46 operations of the specification', () => {
    expect(Object.keys(raw.paths)).toHaveLength(42);
    expect(operationsOf(raw)).toHaveLength(46);
    expect(new Set(CALLS.map((call) => `${call.method} ${call.path}`)).size).toBe(46);
    const documented = operationsOf(raw).map(([path, method]) => `${method} ${path}`).sort();
    expect(documented).toEqual(CALLS.map((call) => `${call.method} ${call.path}`).sort());
  });

  it('uses unique operationIds', () => {
    const ids = operationsOf(raw).map(([, , operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(46);
  });

  describe.each(CALLS)('$method $path ($operationId)', (call) => {
    it('exists with its operationId, one defined tag, a summary and a real description', () => {
      const operation = rawOperation(call);
      expect(operation, `${call.method} ${call.path}`).toBeDefined();
      expect(operation.operationId).toBe(call.operationId);
      expect(operation.tags).toEqual([call.tag]);
      expect(raw.tags.map((tag: Json) => tag.name)).toContain(call.tag);
      expect(typeof operation.summary).toBe('string');
      expect(operation.summary.length).toBeGreaterThan(10);
      expect(operation.description.length).toBeGreaterThanOrEqual(200);
    });

    it('declares the security of specification §6', () => {
      expect(rawOperation(call).security).toEqual(EXPECTED_SECURITY[call.security]);
    });

    it('declares its path and query parameters', () => {
      const parameters: Json[] = derefOperation(call).parameters ?? [];
      const names = parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
      for (const [, name] of call.path.matchAll(/\{([^}]+)\}/g)) {
        const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
        expect(parameter, `${name} in ${call.path}`).toBeDefined();
        expect(parameter.required).toBe(true);
        expect(parameter.schema.type).toBe('string');
      }
      if (call.path.startsWith(A)) expect(names).toContain('path:accountId');
      const locale = parameters.find((p) => p.in === 'query' && p.name === 'locale');
      if (call.locale) {
        expect(locale, 'locale').toBeDefined();
        expect(locale.schema.enum).toContain('en');
      } else {
        expect(locale, 'locale').toBeUndefined();
      }
    });

    it('takes a form-encoded body with the required fields of §5, with an example', () => {
      const operation = derefOperation(call);
      if (call.body === null) {
        expect(operation.requestBody).toBeUndefined();
        return;
      }
      const content = operation.requestBody?.content;
      expect(Object.keys(content ?? {})).toEqual(['application/x-www-form-urlencoded']);
      const media = content['application/x-www-form-urlencoded'];
      expect(requiredOf(media.schema)).toEqual(call.body);
      expect(media.example !== undefined || Object.keys(media.examples ?? {}).length > 0).toBe(true);
    });

    it('answers 200 with JSON and at least one example', () => {
      const media = derefOperation(call).responses['200']?.content?.['application/json'];
      expect(media).toBeDefined();
      expect(media.example !== undefined || Object.keys(media.examples ?? {}).length > 0).toBe(true);
    });

    if (!['getMapping', 'streaming'].includes(call.operationId)) {
      it('carries errors in the 200 body (s: error envelope)', () => {
        const response = resolve(rawOperation(call).responses['200']);
        const alternatives = refsOf(response.content['application/json'].schema);
        expect(alternatives.some((ref) => /\/(ErrorResponse|ErrorMessage)$/.test(ref))).toBe(true);
      });
    }
  });

  it('lets cancelAllOrders take either order ids or a symbol with an optional side', () => {
    const body = derefOperation(CALLS.find((c) => c.operationId === 'cancelAllOrders')!).requestBody.content[
      'application/x-www-form-urlencoded'
    ];
    expect(body.schema.oneOf.map(requiredOf)).toEqual([['orderIds'], ['symbol']]);
    expect(body.schema.oneOf[0].properties.orderIds.minItems).toBe(1);
    expect(body.schema.oneOf[1].properties.side.enum).toEqual(['buy', 'sell']);
    expect(body.encoding.orderIds).toEqual({ style: 'form', explode: true });
  });

  it('uses the shared action response for trading actions', () => {
    for (const id of [
      'cancelAllOrders', 'modifyOrder', 'cancelOrder', 'modifyPosition', 'closePosition', 'closeNetPosition',
      'modifyIndividualPosition', 'closeIndividualPosition',
    ]) {
      const call = CALLS.find((c) => c.operationId === id)!;
      expect(rawOperation(call).responses['200'].$ref, id).toBe('#/components/responses/ActionResponse');
    }
    const action = raw.components.responses.ActionResponse.content['application/json'].schema;
    expect(refsOf(action)).toEqual([
      '#/components/schemas/SuccessResponse',
      '#/components/schemas/SuccessResponseWithTransactionId',
      '#/components/schemas/ErrorResponse',
    ]);
  });

  it('requires the query parameters of §5 (quotes, depth, executions, history)', () => {
    const required = (id: string): string[] =>
      (derefOperation(CALLS.find((c) => c.operationId === id)!).parameters as Json[])
        .filter((p) => p.in === 'query' && p.required)
        .map((p) => p.name)
        .sort();
    expect(required('getQuotes')).toEqual(['accountId', 'locale', 'symbols']);
    expect(required('streamQuotes')).toEqual(['accountId', 'locale', 'symbols']);
    expect(required('getDepth')).toEqual(['accountId', 'locale', 'symbol']);
    expect(required('getExecutions')).toEqual(['instrument', 'locale']);
    expect(required('getHistory')).toEqual(['from', 'resolution', 'symbol', 'to']);
    const countback = raw.components.parameters.countback;
    expect(countback.deprecated).toBe(true);
    expect(countback.required).toBe(false);
    const resolution = pattern(raw.components.parameters.resolution.schema.pattern);
    for (const ok of ['1', '15', 'D', '1D', '2D', '1W', '2W', '1M', '12M']) expect(resolution.test(ok), ok).toBe(true);
    for (const bad of ['0', 'W', '1H', '1S', 'D1', '']) expect(resolution.test(bad), bad).toBe(false);
  });

  it('declares HTTP 401 on the data endpoints that accept server tokens', () => {
    for (const id of ['getGroups', 'getSymbolInfo', 'getHistory', 'streaming']) {
      const call = CALLS.find((c) => c.operationId === id)!;
      expect(rawOperation(call).responses['401'].$ref, id).toBe('#/components/responses/Unauthorized');
    }
  });
});

describe('streams', () => {
  it.each(STREAM_OPERATIONS)('%s sends one JSON message per line: data, ping or error', (id) => {
    const call = CALLS.find((c) => c.operationId === id)!;
    const operation = rawOperation(call);
    expect(operation.description).toMatch(/one JSON message per line/);
    expect(operation.description).toMatch(/5 seconds/);
    const media = operation.responses['200'].content['application/json'];
    const alternatives = refsOf(media.schema);
    expect(alternatives).toHaveLength(3);
    expect(alternatives.slice(1)).toEqual(['#/components/schemas/PingMessage', '#/components/schemas/ErrorMessage']);
    expect(Object.keys(media.examples)).toEqual(expect.arrayContaining(['snapshot', 'update', 'ping', 'error']));
  });

  it('closes positions with qty 0, and net positions with qty, longQty and shortQty 0', () => {
    expect(schema('StreamClosedPosition').properties.qty.enum).toEqual([0]);
    for (const field of ['qty', 'longQty', 'shortQty']) {
      expect(schema('StreamClosedNetPosition').properties[field].enum, field).toEqual([0]);
    }
    expect(refsOf(schema('StreamPositionsMessage').items)).toEqual([
      '#/components/schemas/Position',
      '#/components/schemas/StreamClosedPosition',
    ]);
    expect(refsOf(schema('StreamNetPositionsMessage').items)).toEqual([
      '#/components/schemas/NetPosition',
      '#/components/schemas/StreamClosedNetPosition',
    ]);
    expect(refsOf(schema('StreamIndividualPositionsMessage').items)).toEqual([
      '#/components/schemas/IndividualPosition',
      '#/components/schemas/StreamClosedPosition',
    ]);
  });

  it('describes the price feed: chunked, heartbeat every 5 s, up to 4 connections, six message kinds', () => {
    const operation = rawOperation(CALLS.find((c) => c.operationId === 'streaming')!);
    for (const fact of ['chunked', 'One JSON message per line', '5 seconds', '4 simultaneous connections', 'heartbeat']) {
      expect(operation.description, fact).toContain(fact);
    }
    expect(operation.responses['200'].content['application/json'].schema.$ref).toBe('#/components/schemas/StreamingMessage');
    expect(refsOf(schema('StreamingMessage')).map((ref) => ref.split('/').pop())).toEqual([
      'StreamingQuoteResponse', 'StreamingTradeResponse', 'StreamingDailyBarResponse',
      'StreamingHeartbeatResponse', 'StreamingAskResponse', 'StreamingBidResponse',
    ]);
    expect(schema('StreamingQuoteResponse').properties.f.enum).toEqual(['q']);
    expect(schema('StreamingTradeResponse').properties.f.enum).toEqual(['t']);
    expect(schema('StreamingDailyBarResponse').properties.f.enum).toEqual(['d']);
    expect(schema('StreamingAskResponse').properties.f.enum).toEqual(['a']);
    expect(schema('StreamingBidResponse').properties.f.enum).toEqual(['b']);
    expect(schema('StreamingAskResponse').deprecated).toBe(true);
    expect(schema('StreamingBidResponse').deprecated).toBe(true);
    expect(schema('StreamingTradeResponse').properties.s.minimum).toBe(0);
  });

  it('explains streaming in the Streaming tag description', () => {
    const tag = raw.tags.find((t: Json) => t.name === 'Streaming');
    for (const fact of ['snapshot', 'update', 'ping', 'error', '5 seconds', 'one compact JSON value', 'qty: 0', 'longQty', '4 parallel connections']) {
      expect(tag.description, fact).toContain(fact);
    }
  });
});

describe('tags and security schemes', () => {
  it('defines the 14 tags, each with a Markdown description and at least one operation', () => {
    expect(raw.tags.map((tag: Json) => tag.name)).toEqual(TAGS);
    const used = new Set(operationsOf(raw).flatMap(([, , operation]) => operation.tags));
    for (const tag of raw.tags) {
      expect(tag.description.length, tag.name).toBeGreaterThan(80);
      expect(used.has(tag.name), tag.name).toBe(true);
    }
  });

  it('defines PasswordBearer as an HTTP bearer token from /authorize', () => {
    const scheme = raw.components.securitySchemes.PasswordBearer;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const fact of ['/authorize', 'login', 'password', 'expiration', 'Authorization: Bearer']) {
      expect(scheme.description, fact).toContain(fact);
    }
  });

  it('defines OAuth2Bearer with the code flow and the deprecated implicit flow, scope general', () => {
    const scheme = raw.components.securitySchemes.OAuth2Bearer;
    expect(scheme.type).toBe('oauth2');
    expect(Object.keys(scheme.flows).sort()).toEqual(['authorizationCode', 'implicit']);
    expect(Object.keys(scheme.flows.authorizationCode.scopes)).toEqual(['general']);
    expect(Object.keys(scheme.flows.implicit.scopes)).toEqual(['general']);
    for (const fact of [
      'deprecated', 'prompt=none', 'must fail', '60 seconds', 'access_token', 'refresh_token', 'token_type',
      'expires_in', 'refresh_token_expires_in', 'grant_type=authorization_code', 'grant_type=refresh_token',
      'client_secret', 'redirect_uri', 'state',
    ]) {
      expect(scheme.description, fact).toContain(fact);
    }
  });

  it('defines ServerOAuth2Bearer as client credentials with a signed RS256 JWT assertion', () => {
    const scheme = raw.components.securitySchemes.ServerOAuth2Bearer;
    expect(scheme.type).toBe('oauth2');
    expect(Object.keys(scheme.flows)).toEqual(['clientCredentials']);
    expect(Object.keys(scheme.flows.clientCredentials.scopes)).toEqual(['general']);
    for (const fact of [
      'RS256', 'x5t', '`iss`', '`sub`', '`exp`', '`aud`', '`spurl`', 'client_id', 'client_secret', 'grant_type',
      'assertion', 'access_token', 'expires_in', 'refresh_token_expires_in',
    ]) {
      expect(scheme.description, fact).toContain(fact);
    }
    expect(schema('OAuthImplicitRedirectFragment').properties.expires_in.minimum).toBe(60);
    expect(schema('JwtAssertionHeader').properties.alg.enum).toEqual(['RS256']);
  });
});

describe('schemas', () => {
  it.each(Object.entries(ENTITIES))('%s exists with its required list', (name, required) => {
    expect(schema(name), name).toBeDefined();
    expect(requiredOf(derefSchema(name))).toEqual(required);
  });

  it.each(Object.entries(ENTITY_FIELDS))('%s has the fields of §3', (name, fields) => {
    const properties = propertiesOf(derefSchema(name));
    for (const field of fields) expect(properties[field], `${name}.${field}`).toBeDefined();
  });

  it.each(Object.entries(ENUMS))('%s lists its values', (name, values) => {
    expect(schema(name).enum).toEqual(values);
  });

  it('has the error envelope with the 1.8.1 errtype enum', () => {
    const error = schema('ErrorResponse');
    expect(error.properties.s.enum).toEqual(['error']);
    expect(error.properties.errmsg.type).toBe('string');
    expect(error.properties.errtype.$ref).toBe('#/components/schemas/ErrorType');
    expect(schema('ErrorType').description).toContain('1.8.1');
    expect(schema('OkStatus').enum).toEqual(['ok']);
  });

  it('gives every order status a meaning', () => {
    const status = schema('OrderStatus');
    expect(status.properties.status.enum).toEqual(ORDER_STATUSES);
    for (const value of ORDER_STATUSES) expect(status.description, value).toContain(`\`${value}\`:`);
    expect(schema('OrderHistoryStatus').properties.status.enum).toEqual(['rejected', 'filled', 'cancelled']);
  });

  it('has every account flag of the brief with the defaults of §9', () => {
    const flags = schema('AccountFlags');
    expect(flags.additionalProperties).toBe(false);
    const names = Object.keys(flags.properties);
    expect(names.sort()).toEqual([...TRUE_FLAGS, ...FALSE_FLAGS].sort());
    expect(names.filter((name) => name.startsWith('support'))).toHaveLength(53);
    for (const name of names) expect(flags.properties[name].type, name).toBe('boolean');
    for (const name of TRUE_FLAGS) expect(flags.properties[name].default, name).toBe(true);
    for (const name of FALSE_FLAGS) expect(flags.properties[name].default, name).toBe(false);
    expect(flags.properties.supportBrackets.deprecated).toBe(true);
    expect(flags.properties.supportModifyOrder.deprecated).toBe(true);
  });

  it('sets the pulling interval defaults and maxima', () => {
    const properties = schema('PullingInterval').properties;
    expect(Object.keys(properties).sort()).toEqual(Object.keys(PULLING_INTERVALS).sort());
    for (const [name, [byDefault, maximum]] of Object.entries(PULLING_INTERVALS)) {
      expect(properties[name].default, name).toBe(byDefault);
      expect(properties[name].maximum, name).toBe(maximum);
    }
  });

  it('keeps the constants and defaults of §3, §5 and §9', () => {
    const instrument = schema('Instrument').properties;
    expect(instrument.maxQty.default).toBe(1000000000);
    expect(instrument.hasQuotes.default).toBe(true);
    expect(schema('Account').properties.isVerified.default).toBe(false);
    expect(schema('Account').properties.type.enum).toEqual(['live', 'demo']);
    expect(schema('ConnectWarningConfig').properties.skippable.default).toBe(false);
    expect(schema('Duration').properties.supportedOrderTypes.default).toEqual(['limit', 'stop', 'stoplimit']);
    expect(schema('Duration').properties.default.default).toBe(false);
    for (const flag of ['hardToBorrow', 'notShortable', 'halted']) {
      expect(schema('SingleQuote').properties[flag].default, flag).toBe(false);
    }
    expect(schema('AccountManagerColumn').properties.alignment.enum).toEqual(['left', 'right']);
    expect(schema('OrderInfoConfig').properties.dependencies.minItems).toBe(1);
    expect(schema('TradingOptionsSets').additionalProperties.$ref).toBe('#/components/schemas/TradingOptionsSet');
    expect(schema('DepthItem')).toMatchObject({ minItems: 2, maxItems: 2 });
    expect(schema('Depth').description).toMatch(/ascending/);
    expect(schema('SymbolMapping').properties.fields).toMatchObject({ minItems: 1, maxItems: 1 });
    expect(schema('SingleMapping').properties.f.minItems).toBe(1);
    expect(schema('CancelAllOrdersByIds').properties.orderIds.minItems).toBe(1);
    expect(schema('AccountResponse').properties.d.minItems).toBe(1);
    expect(schema('Quotes').minItems).toBe(1);
    for (const field of ['t', 'o', 'h', 'l', 'c', 'v']) {
      expect(schema('EmptyBarArrays').properties[field].maxItems, field).toBe(0);
    }
    for (const name of ['slPercent', 'tpPercent', 'stopPercent', 'gsPercent', 'limitPercent']) {
      const rule = Object.values(raw.components.schemas as Record<string, Json>).find(
        (s) => Array.isArray(s.properties?.id?.enum) && s.properties.id.enum[0] === name,
      );
      expect(rule, name).toBeDefined();
    }
  });

  it('restricts symbol groups: id pattern and at most 10 groups', () => {
    const groups = schema('GroupList').properties.groups;
    expect(groups.maxItems).toBe(10);
    const id = pattern(schema('Group').properties.id.pattern);
    for (const ok of ['broker_forex', 'broker_stocks2', 'acme_fx_1']) expect(id.test(ok), ok).toBe(true);
    for (const bad of ['Broker_forex', 'broker-forex', 'broker forex', '']) expect(id.test(bad), bad).toBe(false);
    expect(schema('PermissionGroups').properties.groups.items.pattern).toBe(schema('Group').properties.id.pattern);
  });

  it('validates symbol names and session strings with patterns', () => {
    const info = schema('SymbolInfoArrays').properties;
    const symbol = pattern(info.symbol.items.pattern);
    for (const ok of ['AAPL', 'EURUSD', 'BRK.B', 'ES_M2023', 'VIXG2019']) expect(symbol.test(ok), ok).toBe(true);
    for (const bad of ['aapl', 'EUR/USD', 'EUR USD', '1234', '']) expect(symbol.test(bad), bad).toBe(false);
    for (const field of ['session-regular', 'session-extended', 'session-premarket', 'session-postmarket']) {
      const session = pattern(info[field].items.pattern);
      for (const ok of ['24x7', '0930-1600', '1700-0900', '0000-2359:23456', '0900-1700:23456|1000-1400:17']) {
        expect(session.test(ok), `${field} ${ok}`).toBe(true);
      }
      for (const bad of ['9:30-16:00', '0930-1600:8', '0930', 'always']) expect(session.test(bad), `${field} ${bad}`).toBe(false);
    }
    expect(info.symbol.minItems).toBe(1);
    expect(info['is-cfd'].deprecated).toBe(true);
    expect(info['volume-type'].items.enum).toEqual(['base', 'quote', 'tick', 'contract', null]);
    expect(info.currency.items.nullable).toBe(true);
    expect(info['has-daily'].items.default).toBe(true);
    expect(info.pointvalue.items.default).toBe(1);
    expect(info.timezone.items.$ref).toBe('#/components/schemas/Timezone');
    expect(schema('Timezone').enum).toEqual(expect.arrayContaining(['America/New_York', 'Etc/UTC']));
    expect(schema('Timezone').enum).toHaveLength(42);
  });
});

describe('examples', () => {
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));

  it('validates every example against its schema', () => {
    const cases = collectExamples(deref);
    expect(cases.length).toBeGreaterThanOrEqual(200);
    const memo = new Map<object, Json>();
    const failures: string[] = [];
    for (const example of cases) {
      const validate = ajv.compile(toJsonSchema(example.schema, memo));
      if (!validate(example.value)) failures.push(`${example.where}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(failures).toEqual([]);
  });

  it('has an example for every request body and every 200 response', () => {
    const missing: string[] = [];
    for (const [path, method, operation] of operationsOf(deref)) {
      const bodies = Object.values((operation.requestBody?.content ?? {}) as Record<string, Json>);
      const ok = deref.paths[path][method].responses['200'].content['application/json'];
      for (const media of [...bodies, ok]) {
        if (media.example === undefined && Object.keys(media.examples ?? {}).length === 0) missing.push(`${method} ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('rejects examples that break the schema (the validator is not a no-op)', () => {
    const check = (name: string, value: Json): boolean => ajv.validate(toJsonSchema(derefSchema(name)), value) as boolean;
    expect(check('ErrorResponse', { s: 'error', errmsg: 'x', errtype: 'server_error' })).toBe(true);
    expect(check('ErrorResponse', { s: 'error' })).toBe(false);
    expect(check('ErrorResponse', { s: 'error', errmsg: 'x', errtype: 'teapot' })).toBe(false);
    expect(check('Instrument', { name: 'EURUSD', description: 'EUR/USD', pipSize: 0.0001, pipValue: 1, minTick: 0.00001 })).toBe(false);
    expect(check('SymbolInfoResponse', { s: 'ok', symbol: ['eurusd'] })).toBe(false);
    expect(check('StreamClosedPosition', { id: '1', qty: 1 })).toBe(false);
    expect(check('GroupList', { groups: Array.from({ length: 11 }, (_, i) => ({ id: `broker_g${i}` })) })).toBe(false);
    expect(check('PullingInterval', { quotes: 2000 })).toBe(false);
    expect(check('SymbolInfoArrays', {
      symbol: ['AAPL'], description: ['Apple'], currency: [null], 'exchange-listed': ['NASDAQ'],
      'exchange-traded': ['NASDAQ'], minmovement: [1], pricescale: [100], timezone: ['America/New_York'],
      type: ['stock'], 'session-regular': ['0930-1600'], 'volume-type': [null],
    })).toBe(true);
  });
});
