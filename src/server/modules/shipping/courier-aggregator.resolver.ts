import { AGGREGATOR_COURIERS, COURIER_AGGREGATORS, type CourierAggregator } from '../../../domain/shipping/live-rates';
import type { RequestContext } from '../../context.server';
import { badInput, say } from '../../errors.server';
import type { Builder } from '../../graphql/builder.server';
import { AggregatorCallError, type AggregatorConnectionCheck } from './aggregators/aggregator-http.server';
import { matchDestination } from './aggregators/rajaongkir-api.server';
import { cleanAggregatorInput, courierAggregatorAccount, courierAggregatorViews, saveCourierAggregator, type CourierAggregatorView, type ResolvedOrigin } from './courier-aggregator.service';
import type { CourierApis } from './live-rates.service';

/** Where Biteship's webhooks for a shop arrive (the shop is known by its host). */
export const BITESHIP_WEBHOOK_PATH = '/_/shipping/biteship/webhook';

const PROVIDER_NAMES: Record<CourierAggregator, string> = { biteship: 'Biteship', rajaongkir: 'RajaOngkir' };

function checkMessage(ctx: RequestContext, provider: CourierAggregator, check: AggregatorConnectionCheck, live: boolean): string {
  const name = PROVIDER_NAMES[provider];
  const mode = say(ctx, live ? 'couriers.mode.live' : 'couriers.mode.test');
  if (check.ok) return say(ctx, 'couriers.check.ok', { provider: name, mode });
  switch (check.problem) {
    case 'unauthorized': return say(ctx, 'couriers.check.unauthorized', { provider: name });
    case 'unreachable': return say(ctx, 'couriers.check.unreachable', { provider: name });
    case 'unexpected': return say(ctx, 'couriers.check.unexpected', { provider: name, status: String(check.httpStatus) });
  }
}

/**
 * Live courier rates on the staff API (docs/decisions/0062): each aggregator's settings (the key
 * only by its last 4 characters), saving them (RajaOngkir's origin found in its list first,
 * outside the transaction), and a check of a key against the aggregator itself.
 */
export function registerCourierAggregatorAdminFields(builder: Builder, deps: { courierApis: CourierApis | null }) {
  const ProviderEnum = builder.enumType('CourierAggregatorProvider', { values: [...COURIER_AGGREGATORS] });
  const SettingsRef = builder.objectRef<CourierAggregatorView>('CourierAggregatorSettings').implement({
    fields: (t) => ({
      provider: t.field({ type: ProviderEnum, resolve: (s) => s.provider }),
      enabled: t.exposeBoolean('enabled'),
      production: t.exposeBoolean('production', { description: 'The stored key is a live one.' }),
      apiKeyLast4: t.string({ nullable: true, description: 'Null when no key is stored.', resolve: (s) => s.apiKeyLast4 || null }),
      originPostalCode: t.exposeString('originPostalCode'),
      originLabel: t.exposeString('originLabel', { description: 'RajaOngkir’s name for the origin; empty for Biteship.' }),
      couriers: t.exposeStringList('couriers'),
      senderName: t.exposeString('senderName'),
      senderPhone: t.exposeString('senderPhone'),
      senderAddress: t.exposeString('senderAddress'),
      lastFailure: t.string({ nullable: true, description: 'Why checkout last fell back to the rate tables: timeout, unauthorized, unreachable or status:{code}; null when it never did.', resolve: (s) => s.lastFailure || null }),
      lastFailureAt: t.string({ nullable: true, description: 'ISO 8601.', resolve: (s) => s.lastFailureAt?.toISOString() ?? null }),
    }),
  });
  const CourierChoiceRef = builder.objectRef<{ code: string; name: string }>('AggregatorCourier').implement({
    fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
  });
  const SetupRef = builder.objectRef<{ accounts: CourierAggregatorView[]; webhookUrl: string }>('CourierAggregatorSetup').implement({
    fields: (t) => ({
      accounts: t.field({ type: [SettingsRef], resolve: (s) => s.accounts }),
      couriers: t.field({ type: [CourierChoiceRef], description: 'The couriers either aggregator can quote.', resolve: () => AGGREGATOR_COURIERS.map((courier) => ({ ...courier })) }),
      ratesTimeoutSeconds: t.float({ description: 'How long checkout waits for live rates before the rate tables answer.', resolve: () => (deps.courierApis?.ratesTimeoutMs ?? 0) / 1000 }),
      webhookUrl: t.exposeString('webhookUrl', { description: 'This shop’s address for Biteship’s webhooks, to enter in its dashboard.' }),
    }),
  });
  const CheckRef = builder.objectRef<{ ok: boolean; message: string }>('CourierAggregatorCheck').implement({
    fields: (t) => ({ ok: t.exposeBoolean('ok'), message: t.exposeString('message', { description: 'What happened, in the owner’s language.' }) }),
  });
  const SaveInput = builder.inputType('CourierAggregatorInput', {
    fields: (t) => ({
      provider: t.field({ type: ProviderEnum, required: true }),
      enabled: t.boolean({ required: true }),
      apiKey: t.string({ required: false, description: 'Left out or empty: the stored key stays.' }),
      originPostalCode: t.string({ required: true }),
      couriers: t.stringList({ required: true }),
      senderName: t.string({ required: false }),
      senderPhone: t.string({ required: false }),
      senderAddress: t.string({ required: false }),
    }),
  });
  const CheckInput = builder.inputType('CourierAggregatorCheckInput', {
    fields: (t) => ({
      provider: t.field({ type: ProviderEnum, required: true }),
      apiKey: t.string({ required: false, description: 'A key typed but not saved yet; left out: the stored key.' }),
    }),
  });
  const setup = async (ctx: RequestContext) => ({ accounts: await courierAggregatorViews(ctx), webhookUrl: `${ctx.origin}${BITESHIP_WEBHOOK_PATH}` });

  /** RajaOngkir prices from its own id for the origin: found by the postal code before saving. */
  async function rajaOngkirOrigin(ctx: RequestContext, apiKey: string, postalCode: string): Promise<ResolvedOrigin | null> {
    const key = apiKey || (await courierAggregatorAccount(ctx.db, ctx.shop.id, deps.courierApis?.secrets ?? null, 'rajaongkir'))?.apiKey;
    if (!key || !postalCode || !deps.courierApis) return null;
    try {
      const found = await deps.courierApis.rajaongkir.destinations(key, postalCode, deps.courierApis.callTimeoutMs);
      const place = matchDestination(found, { postalCode, district: '' });
      return place && place.zip_code === postalCode ? { areaId: String(place.id), label: place.label } : null;
    } catch (error) {
      if (error instanceof AggregatorCallError) {
        if (error.refusedKey) throw badInput('error.couriers.apiKey.rajaongkir', { min: 10, max: 300 }, 'apiKey');
        return null;
      }
      throw error;
    }
  }

  builder.queryFields((t) => ({
    courierAggregators: t.field({ type: SetupRef, resolve: (_r, _a, ctx) => setup(ctx) }),
  }));
  builder.mutationFields((t) => ({
    saveCourierAggregator: t.field({
      type: SetupRef,
      args: { input: t.arg({ type: SaveInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const cleaned = cleanAggregatorInput(input);
        const current = (await courierAggregatorViews(ctx)).find((view) => view.provider === cleaned.provider);
        const needsOrigin = cleaned.provider === 'rajaongkir' && cleaned.originPostalCode && (cleaned.apiKey || current?.originPostalCode !== cleaned.originPostalCode || !current.originLabel);
        const origin = needsOrigin ? await rajaOngkirOrigin(ctx, cleaned.apiKey, cleaned.originPostalCode) : null;
        await saveCourierAggregator(ctx, deps.courierApis?.secrets ?? null, cleaned, origin);
        return setup(ctx);
      },
    }),
    testCourierAggregator: t.field({
      type: CheckRef,
      args: { input: t.arg({ type: CheckInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const typed = input.apiKey?.trim();
        const apiKey = typed || (await courierAggregatorAccount(ctx.db, ctx.shop.id, deps.courierApis?.secrets ?? null, input.provider))?.apiKey;
        if (!apiKey || !deps.courierApis) return { ok: false, message: say(ctx, 'couriers.check.noKey') };
        const api = input.provider === 'biteship' ? deps.courierApis.biteship : deps.courierApis.rajaongkir;
        const check = await api.checkKey(apiKey, deps.courierApis.callTimeoutMs);
        return { ok: check.ok, message: checkMessage(ctx, input.provider, check, input.provider === 'rajaongkir' || apiKey.startsWith('biteship_live.')) };
      },
    }),
  }));
}
