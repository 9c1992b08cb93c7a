import type { RequestContext } from '../context.server';
import { say } from '../errors.server';
import type { Builder } from '../graphql/builder.server';
import { midtransKeys, midtransSettingsView, saveMidtransSettings, type MidtransSettingsView } from '../modules/commerce-settings';
import type { ConnectionCheck, MidtransApi } from '../modules/payments';
import type { SecretBox } from '../secret-box.server';

/** The owner's words for a connection check, in the owner's language. */
function checkMessage(ctx: RequestContext, check: ConnectionCheck, production: boolean): string {
  const mode = say(ctx, production ? 'midtrans.mode.production' : 'midtrans.mode.sandbox');
  if (check.ok) return say(ctx, 'midtrans.check.ok', { mode });
  switch (check.problem) {
    case 'unauthorized': return say(ctx, 'midtrans.check.unauthorized', { mode });
    case 'mode_mismatch': return say(ctx, 'midtrans.check.modeMismatch');
    case 'unreachable': return say(ctx, 'midtrans.check.unreachable', { mode });
    case 'unexpected': return say(ctx, 'midtrans.check.unexpected', { mode, status: String(check.httpStatus) });
  }
}

/**
 * Midtrans on the staff API (docs/decisions/0058): the account (the server key never answered,
 * only its last 4 characters) and a check of the keys against Midtrans itself.
 */
export function registerMidtransAdminFields(builder: Builder, deps: { secrets: SecretBox | null; midtrans: MidtransApi }) {
  const SettingsRef = builder.objectRef<MidtransSettingsView>('MidtransSettings').implement({
    fields: (t) => ({
      enabled: t.exposeBoolean('enabled'),
      production: t.exposeBoolean('production'),
      merchantId: t.exposeString('merchantId'),
      clientKey: t.exposeString('clientKey'),
      serverKeyLast4: t.string({ nullable: true, description: 'Null when no server key is stored.', resolve: (s) => s.serverKeyLast4 || null }),
    }),
  });
  const CheckRef = builder.objectRef<{ ok: boolean; message: string }>('MidtransConnectionCheck').implement({
    fields: (t) => ({ ok: t.exposeBoolean('ok'), message: t.exposeString('message', { description: 'What happened, in the owner’s language.' }) }),
  });
  const SettingsInput = builder.inputType('MidtransSettingsInput', {
    fields: (t) => ({
      enabled: t.boolean({ required: true }),
      production: t.boolean({ required: true }),
      merchantId: t.string({ required: true }),
      clientKey: t.string({ required: true }),
      serverKey: t.string({ required: false, description: 'Left out or empty: the stored key stays.' }),
    }),
  });
  const CheckInput = builder.inputType('MidtransConnectionInput', {
    fields: (t) => ({
      production: t.boolean({ required: true }),
      serverKey: t.string({ required: false, description: 'A key typed but not saved yet; left out: the stored key.' }),
    }),
  });

  builder.queryFields((t) => ({
    midtransSettings: t.field({ type: SettingsRef, resolve: (_r, _a, ctx) => midtransSettingsView(ctx) }),
  }));
  builder.mutationFields((t) => ({
    saveMidtransSettings: t.field({
      type: SettingsRef,
      args: { input: t.arg({ type: SettingsInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        await saveMidtransSettings(ctx, deps.secrets, input);
        return midtransSettingsView(ctx);
      },
    }),
    testMidtransConnection: t.field({
      type: CheckRef,
      args: { input: t.arg({ type: CheckInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const serverKey = input.serverKey?.trim() || (await midtransKeys(ctx.db, ctx.shop.id, deps.secrets))?.serverKey;
        if (!serverKey) return { ok: false, message: say(ctx, 'midtrans.check.noKey') };
        const check = await deps.midtrans.checkKeys({ serverKey, clientKey: '', production: input.production });
        return { ok: check.ok, message: checkMessage(ctx, check, input.production) };
      },
    }),
  }));
}
