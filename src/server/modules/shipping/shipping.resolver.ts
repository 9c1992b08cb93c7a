import { INDONESIAN_PROVINCES } from '../../../domain/shipping/provinces';
import type { Builder } from '../../graphql/builder.server';
import type { ContentAdminInputs } from '../content';
import {
  copyRates, deleteCourier, deleteService, listCouriers, listRates, listServices, removeRates, reorderCouriers, reorderServices, saveCourier, saveService, setRates,
  type CourierRecord, type RateRecord, type ServiceRecord,
} from './shipping-admin.service';
import { saveShippingOptions } from './shipping-options.service';
import { shippingSettingsOf, type ShippingSettings } from './shipping.service';

/** Everything the shipping settings screen shows, read once per request. */
interface ShippingSetup { couriers: CourierRecord[]; services: ServiceRecord[]; rates: RateRecord[]; settings: ShippingSettings }

/** The owner's shipping settings (docs/decisions/0034) on the admin schema. */
export function registerShippingAdminFields(builder: Builder, deps: { inputs: ContentAdminInputs }) {
  const { TranslatedTextInput } = deps.inputs;

  const BracketRef = builder.objectRef<{ upToGrams: number; price: number }>('ShippingWeightBracket').implement({
    description: 'Parcels up to this weight (and above the bracket before) cost this price.',
    fields: (t) => ({ upToGrams: t.exposeInt('upToGrams'), price: t.expose('price', { type: 'Amount' }) }),
  });
  const RateRef = builder.objectRef<RateRecord>('ShippingRate').implement({
    description: 'A service’s price to one province; `*` stands for every province without its own rate.',
    fields: (t) => ({
      province: t.exposeString('province'),
      brackets: t.field({ type: [BracketRef], resolve: (r) => r.brackets }),
      pricePerKg: t.expose('pricePerKg', { type: 'Amount', description: 'Per started kilogram beyond the last bracket (all of the weight when there are none).' }),
      etaDaysMin: t.exposeInt('etaDaysMin'),
      etaDaysMax: t.exposeInt('etaDaysMax'),
    }),
  });
  const ServiceRef = builder.objectRef<ServiceRecord & { setup: ShippingSetup }>('ShippingService').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      courierId: t.exposeID('courierId'),
      service: t.exposeString('service'),
      active: t.exposeBoolean('active'),
      rates: t.field({ type: [RateRef], resolve: (s) => s.setup.rates.filter((rate) => rate.methodId === s.id) }),
    }),
  });
  const CourierRef = builder.objectRef<CourierRecord & { setup: ShippingSetup }>('ShippingCourier').implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      name: t.exposeString('name'),
      active: t.exposeBoolean('active', { description: 'Switched off, none of its services is offered.' }),
      services: t.field({ type: [ServiceRef], resolve: (c) => c.setup.services.filter((s) => s.courierId === c.id).map((s) => ({ ...s, setup: c.setup })) }),
    }),
  });
  const TextsRef = builder.objectRef<{ id: string; en?: string }>('ShippingTexts').implement({
    fields: (t) => ({ id: t.exposeString('id'), en: t.string({ nullable: true, resolve: (text) => text.en || null }) }),
  });
  const SetupRef = builder.objectRef<ShippingSetup>('ShippingSetup').implement({
    fields: (t) => ({
      couriers: t.field({ type: [CourierRef], resolve: (s) => s.couriers.map((courier) => ({ ...courier, setup: s })) }),
      provinces: t.stringList({ description: 'The provinces a rate can name, as addresses write them.', resolve: () => [...INDONESIAN_PROVINCES] }),
      freeShippingMinSubtotal: t.field({ type: 'Amount', nullable: true, description: 'Null: no free shipping.', resolve: (s) => s.settings.freeShippingMinSubtotal }),
      freeShippingProvinces: t.stringList({ description: 'Empty: free shipping reaches every province.', resolve: (s) => s.settings.freeShippingProvinces }),
      freeShippingServiceIds: t.idList({ description: 'Services that ship free past the threshold; empty: every service.', resolve: (s) => s.settings.freeShippingServiceIds }),
      pickupEnabled: t.boolean({ resolve: (s) => s.settings.pickupEnabled }),
      pickupAddress: t.string({ resolve: (s) => s.settings.pickupAddress }),
      pickupHours: t.field({ type: TextsRef, resolve: (s) => s.settings.pickupHours }),
    }),
  });

  const setup = async (ctx: Parameters<typeof listCouriers>[0]): Promise<ShippingSetup> => {
    const [couriers, services, rates, settings] = await Promise.all([listCouriers(ctx), listServices(ctx), listRates(ctx), shippingSettingsOf(ctx.db, ctx.shop.id)]);
    return { couriers, services, rates, settings };
  };

  const CourierInput = builder.inputType('ShippingCourierInput', {
    fields: (t) => ({ id: t.id({ required: false, description: 'Left out: a new courier.' }), name: t.string({ required: true }), active: t.boolean({ required: false }) }),
  });
  const ServiceInput = builder.inputType('ShippingServiceInput', {
    fields: (t) => ({
      id: t.id({ required: false, description: 'Left out: a new service.' }),
      courierId: t.id({ required: true }),
      service: t.string({ required: true }),
      active: t.boolean({ required: false }),
    }),
  });
  const BracketInput = builder.inputType('ShippingWeightBracketInput', {
    fields: (t) => ({ upToGrams: t.int({ required: true }), price: t.field({ type: 'Amount', required: true }) }),
  });
  const RatesInput = builder.inputType('ShippingRatesInput', {
    description: 'One price for every listed province at once.',
    fields: (t) => ({
      serviceId: t.id({ required: true }),
      provinces: t.stringList({ required: true, description: 'Province names, or `*` for every province without its own rate.' }),
      brackets: t.field({ type: [BracketInput], required: true, description: 'Heavier and no cheaper one after another; none: per started kilogram.' }),
      pricePerKg: t.field({ type: 'Amount', required: true }),
      etaDaysMin: t.int({ required: true }),
      etaDaysMax: t.int({ required: true }),
    }),
  });
  const OptionsInput = builder.inputType('ShippingOptionsInput', {
    fields: (t) => ({
      freeShippingMinSubtotal: t.field({ type: 'Amount', required: false, description: 'Left out or null: no free shipping.' }),
      freeShippingProvinces: t.stringList({ required: true }),
      freeShippingServiceIds: t.idList({ required: false, description: 'Left out: unchanged. Empty: every service ships free.' }),
      pickupEnabled: t.boolean({ required: true }),
      pickupAddress: t.string({ required: true }),
      pickupHours: t.field({ type: TranslatedTextInput, required: true }),
    }),
  });

  builder.queryFields((t) => ({
    shippingSetup: t.field({ type: SetupRef, description: 'Couriers, services, rates, free shipping and pickup.', resolve: (_r, _a, ctx) => setup(ctx) }),
  }));

  builder.mutationFields((t) => ({
    saveShippingCourier: t.field({
      type: SetupRef, args: { input: t.arg({ type: CourierInput, required: true }) },
      resolve: async (_r, { input }, ctx) => { await saveCourier(ctx, { ...input, id: input.id ? String(input.id) : null }); return setup(ctx); },
    }),
    deleteShippingCourier: t.field({
      type: SetupRef, args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => { await deleteCourier(ctx, String(args.id)); return setup(ctx); },
    }),
    reorderShippingCouriers: t.field({
      type: SetupRef, args: { ids: t.arg.idList({ required: true }) },
      resolve: async (_r, args, ctx) => { await reorderCouriers(ctx, args.ids.map(String)); return setup(ctx); },
    }),
    saveShippingService: t.field({
      type: SetupRef, args: { input: t.arg({ type: ServiceInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        await saveService(ctx, { ...input, id: input.id ? String(input.id) : null, courierId: String(input.courierId) });
        return setup(ctx);
      },
    }),
    deleteShippingService: t.field({
      type: SetupRef, args: { id: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => { await deleteService(ctx, String(args.id)); return setup(ctx); },
    }),
    reorderShippingServices: t.field({
      type: SetupRef, args: { courierId: t.arg.id({ required: true }), ids: t.arg.idList({ required: true }) },
      resolve: async (_r, args, ctx) => { await reorderServices(ctx, String(args.courierId), args.ids.map(String)); return setup(ctx); },
    }),
    setShippingRates: t.field({
      type: SetupRef, args: { input: t.arg({ type: RatesInput, required: true }) },
      resolve: async (_r, { input }, ctx) => { await setRates(ctx, { ...input, serviceId: String(input.serviceId) }); return setup(ctx); },
    }),
    removeShippingRates: t.field({
      type: SetupRef, args: { serviceId: t.arg.id({ required: true }), provinces: t.arg.stringList({ required: true }) },
      resolve: async (_r, args, ctx) => { await removeRates(ctx, String(args.serviceId), args.provinces); return setup(ctx); },
    }),
    copyShippingRates: t.field({
      type: SetupRef, args: { fromServiceId: t.arg.id({ required: true }), toServiceId: t.arg.id({ required: true }) },
      resolve: async (_r, args, ctx) => { await copyRates(ctx, String(args.fromServiceId), String(args.toServiceId)); return setup(ctx); },
    }),
    saveShippingOptions: t.field({
      type: SetupRef, args: { input: t.arg({ type: OptionsInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        await saveShippingOptions(ctx, { ...input, freeShippingMinSubtotal: input.freeShippingMinSubtotal ?? null, freeShippingServiceIds: input.freeShippingServiceIds?.map(String) ?? null });
        return setup(ctx);
      },
    }),
  }));
}
