import type { RequestContext } from '../context.server';
import { say } from '../errors.server';
import type { Builder } from '../graphql/builder.server';
import { saveXenditSettings, xenditKeys, xenditSettingsView, type XenditSettingsView } from '../modules/commerce-settings';
import { XENDIT_NOTIFY_PATH, type XenditApi, type XenditConnectionCheck } from '../modules/payments';
import type { SecretBox } from '../secret-box.server';

/** The owner's words for a connection check, in the owner's language. */
function checkMessage(ctx: RequestContext, check: XenditConnectionCheck, live: boolean): string {
  const mode = say(ctx, live ? 'xendit.mode.live' : 'xendit.mode.test');
  if (check.ok) return say(ctx, 'xendit.check.ok', { mode });
  switch (check.problem) {
    case 'unauthorized': return say(ctx, 'xendit.check.unauthorized', { mode });
    case 'unreachable': return say(ctx, 'xendit.check.unreachable');
    case 'unexpected': return say(ctx, 'xendit.check.unexpected', { mode, status: String(check.httpStatus) });
  }
}

/**
 * Xendit on the staff API (docs/decisions/0061): the account (the secret key only by its last 4
 * characters and mode, the callback token only as stored or not), the shop's callback address to
 * paste into Xendit's dashboard, and a check of the key against Xendit itself.
 */
export function registerXenditAdminFields(builder: Builder, deps: { secrets: SecretBox | null; xendit: XenditApi }) {
  const SettingsRef = builder.objectRef<XenditSettingsView & { callbackUrl: string }>('XenditSettings').implement({
    fields: (t) => ({
      enabled: t.exposeBoolean('enabled'),
      production: t.exposeBoolean('production', { description: 'The stored key is a live ("xnd_production_") one.' }),
      secretKeyLast4: t.string({ nullable: true, description: 'Null when no secret key is stored.', resolve: (s) => s.secretKeyLast4 || null }),
      callbackTokenStored: t.exposeBoolean('callbackTokenStored'),
      callbackUrl: t.exposeString('callbackUrl', { description: 'This shop’s address for Xendit’s callbacks, to enter in its dashboard.' }),
    }),
  });
  const CheckRef = builder.objectRef<{ ok: boolean; message: string }>('XenditConnectionCheck').implement({
    fields: (t) => ({ ok: t.exposeBoolean('ok'), message: t.exposeString('message', { description: 'What happened, in the owner’s language.' }) }),
  });
  const SettingsInput = builder.inputType('XenditSettingsInput', {
    fields: (t) => ({
      enabled: t.boolean({ required: true }),
      secretKey: t.string({ required: false, description: 'Left out or empty: the stored key stays.' }),
      callbackToken: t.string({ required: false, description: 'Left out or empty: the stored token stays.' }),
    }),
  });
  const CheckInput = builder.inputType('XenditConnectionInput', {
    fields: (t) => ({ secretKey: t.string({ required: false, description: 'A key typed but not saved yet; left out: the stored key.' }) }),
  });
  const view = async (ctx: RequestContext) => ({ ...(await xenditSettingsView(ctx)), callbackUrl: `${ctx.origin}${XENDIT_NOTIFY_PATH}` });

  builder.queryFields((t) => ({
    xenditSettings: t.field({ type: SettingsRef, resolve: (_r, _a, ctx) => view(ctx) }),
  }));
  builder.mutationFields((t) => ({
    saveXenditSettings: t.field({
      type: SettingsRef,
      args: { input: t.arg({ type: SettingsInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        await saveXenditSettings(ctx, deps.secrets, input);
        return view(ctx);
      },
    }),
    testXenditConnection: t.field({
      type: CheckRef,
      args: { input: t.arg({ type: CheckInput, required: true }) },
      resolve: async (_r, { input }, ctx) => {
        const typed = input.secretKey?.trim();
        const secretKey = typed || (await xenditKeys(ctx.db, ctx.shop.id, deps.secrets))?.secretKey;
        if (!secretKey) return { ok: false, message: say(ctx, 'xendit.check.noKey') };
        const check = await deps.xendit.checkKey({ secretKey });
        return { ok: check.ok, message: checkMessage(ctx, check, secretKey.startsWith('xnd_production_')) };
      },
    }),
  }));
}
