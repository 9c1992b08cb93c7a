import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { holdsAny, type StaffPermission } from '../../domain/staff/staff-permissions';
import type { RequestContext } from '../context.server';
import { forbidden } from '../errors.server';
import { auditEventsRecorded, recordAudit } from '../modules/audit';

/**
 * What each root field of the admin API needs, in one table so the whole role matrix can be
 * read (and reviewed) at once. A field needs any one of its permissions. A root field missing
 * here stops the schema from being built: nothing reaches the admin API unguarded by accident.
 */
export const ADMIN_FIELD_PERMISSIONS: { Query: Record<string, readonly StaffPermission[]>; Mutation: Record<string, readonly StaffPermission[]> } = {
  Query: {
    viewer: ['account.own'],
    shop: ['account.own'],
    auditEvents: ['audit.read'],
    dashboard: ['account.own'],
    customers: ['customers.read'],
    customerById: ['customers.read'],
    guestBuyers: ['customers.read'],
    orders: ['orders.read'],
    orderById: ['orders.read'],
    orderList: ['orders.read'],
    products: ['catalog.read'],
    productById: ['catalog.read'],
    categoryTree: ['catalog.read'],
    categoryOptions: ['catalog.read'],
    productBundles: ['catalog.read'],
    productBundle: ['catalog.read'],
    campaigns: ['marketing.manage'],
    campaign: ['marketing.manage'],
    coupons: ['marketing.manage'],
    coupon: ['marketing.manage'],
    shopSettings: ['settings.manage'],
    trackingSettings: ['settings.manage'],
    blogPosts: ['content.manage'],
    blogPostById: ['content.manage'],
    blogPostPreview: ['content.manage'],
    blogCategories: ['content.manage'],
    blogAuthors: ['content.manage'],
    pages: ['content.manage'],
    pageById: ['content.manage'],
    emailTemplates: ['emails.manage'],
    emailTemplate: ['emails.manage'],
    emailTemplatePreview: ['emails.manage'],
    mailQueue: ['emails.manage', 'orders.read'],
    affiliateTerms: ['affiliates.manage'],
    affiliatePayouts: ['affiliates.manage'],
    productReviews: ['marketing.manage', 'content.manage'],
    staffMembers: ['staff.manage'],
    staffRoles: ['staff.manage'],
    auditFacets: ['audit.read'],
    // Order handlers read how parcels go out; only who runs the shop changes it.
    shippingSetup: ['settings.manage', 'orders.read'],
    paymentSetup: ['settings.manage'],
    midtransSettings: ['settings.manage'],
    xenditSettings: ['settings.manage'],
    courierAggregators: ['settings.manage'],
    checkoutFieldSettings: ['settings.manage'],
    interfaceTexts: ['content.manage'],
    translations: ['content.manage'],
    translationCounts: ['content.manage'],
    // Shoppers' e-mails and carts: for who runs the shop's marketing (docs/decisions/0039).
    abandonedCheckouts: ['marketing.manage'],
    abandonedCheckoutFigures: ['marketing.manage'],
    // Subscribers' addresses and what they read: for who runs marketing (docs/decisions/0046).
    newsletters: ['marketing.manage'],
    newsletter: ['marketing.manage'],
    newsletterAudienceSize: ['marketing.manage'],
    newsletterPreview: ['marketing.manage'],
    checkoutRecoverySettings: ['marketing.manage'],
    pushNotifications: ['marketing.manage'],
    emailSubscribers: ['marketing.manage'],
    emailSubscriberCounts: ['marketing.manage'],
    homeLayout: ['content.manage'],
    homeProductChoices: ['content.manage'],
    // What broke in browsers tells of the shop's inner workings: who runs the shop (docs/decisions/0045).
    errorReports: ['settings.manage'],
  },
  Mutation: {
    resolveErrorReport: ['settings.manage'],
    saveShippingCourier: ['settings.manage'],
    deleteShippingCourier: ['settings.manage'],
    reorderShippingCouriers: ['settings.manage'],
    saveShippingService: ['settings.manage'],
    deleteShippingService: ['settings.manage'],
    reorderShippingServices: ['settings.manage'],
    setShippingRates: ['settings.manage'],
    removeShippingRates: ['settings.manage'],
    copyShippingRates: ['settings.manage'],
    saveShippingOptions: ['settings.manage'],
    savePaymentSettings: ['settings.manage'],
    saveBankAccount: ['settings.manage'],
    deleteBankAccount: ['settings.manage'],
    reorderBankAccounts: ['settings.manage'],
    savePaymentProvider: ['settings.manage'],
    saveMidtransSettings: ['settings.manage'],
    testMidtransConnection: ['settings.manage'],
    saveXenditSettings: ['settings.manage'],
    testXenditConnection: ['settings.manage'],
    saveCourierAggregator: ['settings.manage'],
    testCourierAggregator: ['settings.manage'],
    bookCourier: ['orders.manage'],
    saveCheckoutFields: ['settings.manage'],
    staffSignOut: ['account.own'],
    staffChangePassword: ['account.own'],
    verifyPayment: ['orders.manage'],
    resolvePaymentAttention: ['orders.manage'],
    rejectPayment: ['orders.manage'],
    markOrderShipped: ['orders.manage'],
    cancelOrder: ['orders.manage'],
    refundOrder: ['orders.manage'],
    refundOrderLines: ['orders.manage'],
    shipOrders: ['orders.manage'],
    addOrderNote: ['orders.manage'],
    completeOrder: ['orders.manage'],
    updateProductContent: ['catalog.manage', 'content.manage'],
    createProduct: ['catalog.manage'],
    updateProduct: ['catalog.manage'],
    adjustStock: ['catalog.manage'],
    publishProducts: ['catalog.manage'],
    unpublishProducts: ['catalog.manage'],
    deleteProducts: ['catalog.manage'],
    uploadImage: ['catalog.manage', 'content.manage'],
    createCategory: ['catalog.manage'],
    updateCategory: ['catalog.manage'],
    moveCategory: ['catalog.manage'],
    deleteCategory: ['catalog.manage'],
    createProductBundle: ['catalog.manage'],
    updateProductBundle: ['catalog.manage'],
    deleteProductBundle: ['catalog.manage'],
    createCampaign: ['marketing.manage'],
    updateCampaign: ['marketing.manage'],
    deleteCampaign: ['marketing.manage'],
    createCoupon: ['marketing.manage'],
    updateCoupon: ['marketing.manage'],
    deleteCoupon: ['marketing.manage'],
    sendPushBroadcast: ['marketing.manage'],
    updateShopSettings: ['settings.manage'],
    updateTrackingSettings: ['settings.manage'],
    createBlogPost: ['content.manage'],
    updateBlogPost: ['content.manage'],
    publishBlogPost: ['content.manage'],
    scheduleBlogPost: ['content.manage'],
    unpublishBlogPost: ['content.manage'],
    deleteBlogPost: ['content.manage'],
    createBlogCategory: ['content.manage'],
    updateBlogCategory: ['content.manage'],
    deleteBlogCategory: ['content.manage'],
    createPage: ['content.manage'],
    updatePage: ['content.manage'],
    deletePage: ['content.manage'],
    saveEmailTemplate: ['emails.manage'],
    resetEmailTemplate: ['emails.manage'],
    sendTestEmail: ['emails.manage'],
    retryEmail: ['emails.manage'],
    updateAffiliateTerms: ['affiliates.manage'],
    approvePayout: ['affiliates.manage'],
    rejectPayout: ['affiliates.manage'],
    approveProductReview: ['marketing.manage', 'content.manage'],
    hideProductReview: ['marketing.manage', 'content.manage'],
    replyToProductReview: ['marketing.manage', 'content.manage'],
    inviteStaff: ['staff.manage'],
    resendStaffInvitation: ['staff.manage'],
    revokeStaffInvitation: ['staff.manage'],
    changeStaffRole: ['staff.manage'],
    deactivateStaff: ['staff.manage'],
    reactivateStaff: ['staff.manage'],
    resetStaffSignIn: ['staff.manage'],
    createStaffRole: ['staff.manage'],
    updateStaffRole: ['staff.manage'],
    deleteStaffRole: ['staff.manage'],
    setInterfaceText: ['content.manage'],
    clearInterfaceText: ['content.manage'],
    saveCheckoutRecoveryDelay: ['marketing.manage'],
    unsubscribeEmailSubscriber: ['marketing.manage'],
    saveHomeLayout: ['content.manage'],
    createNewsletter: ['marketing.manage'],
    saveNewsletter: ['marketing.manage'],
    deleteNewsletter: ['marketing.manage'],
    sendNewsletter: ['marketing.manage'],
    stopNewsletter: ['marketing.manage'],
    sendNewsletterTest: ['marketing.manage'],
  },
};

/** Mutations that change nothing kept in the shop's data, so have nothing to log. */
const UNLOGGED_MUTATIONS = new Set(['staffSignOut', 'sendTestEmail', 'sendNewsletterTest']);

/** A typed refusal (`…Error`, `…Refused`) changed nothing: it is an answer, not a change. */
function isRefusal(result: unknown): boolean {
  const typename = result && typeof result === 'object' ? (result as { __typename?: unknown }).__typename : undefined;
  return typeof typename === 'string' && /(Error|Refused|Refusal)$/.test(typename);
}

/**
 * Every root field of the admin schema refuses a request without a staff session, and one
 * whose role lacks the field's permission (the HTTP route checks the session too, but a
 * resolver never trusts that alone). A mutation that succeeds without its service having
 * recorded the change is still logged, with its input (secrets hidden), so no change goes
 * unrecorded; services record their own before-and-after in the change's transaction.
 */
export function authorizeEveryRootField(schema: GraphQLSchema): GraphQLSchema {
  for (const [typeName, type] of [['Query', schema.getQueryType()], ['Mutation', schema.getMutationType()]] as const) {
    const table = ADMIN_FIELD_PERMISSIONS[typeName];
    for (const field of Object.values(type?.getFields() ?? {})) {
      const needed = table[field.name];
      if (!needed || needed.length === 0) throw new Error(`Admin ${typeName}.${field.name} names no permission in ADMIN_FIELD_PERMISSIONS.`);
      const resolve: GraphQLFieldResolver<unknown, RequestContext> = field.resolve ?? defaultFieldResolver;
      const logged = typeName === 'Mutation' && !UNLOGGED_MUTATIONS.has(field.name);
      field.resolve = async (source, args, ctx, info) => {
        if (!ctx.staff) throw forbidden();
        if (!holdsAny(ctx.staff.permissions, ...needed)) throw forbidden('error.roleMayNot');
        const recordedBefore = auditEventsRecorded(ctx);
        const result: unknown = await resolve(source, args, ctx, info);
        if (logged && !isRefusal(result) && auditEventsRecorded(ctx) === recordedBefore) {
          await recordAudit(ctx, ctx.db, { action: field.name, entityType: 'request', after: args });
        }
        return result;
      };
    }
  }
  return schema;
}
