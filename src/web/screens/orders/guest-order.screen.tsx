import { useT } from '../../i18n/i18n-react';
import { PageMeta } from '../../meta/page-meta';
import type { ScreenMatch, ScreenQuery } from '../screen-types';
import { orderNumber } from './order-format';
import { OrderScreenFrame, orderPageTitle } from './order-parts';
import { ORDER_QUERY, orderVariables } from './order-query';
import { OrderView } from './order-view';
import './orders.css';

export function queries(match: ScreenMatch): ScreenQuery[] {
  return [{ query: ORDER_QUERY, variables: orderVariables(match.params.orderID ?? '') }];
}

/** An order opened through its link (`/guest/order/:orderID`), also the customer's `/order/:orderID`. */
export default function GuestOrderScreen() {
  const t = useT();
  return (
    <OrderScreenFrame>
      {({ order, shopName, variant, refetch }) => (
        <>
          <PageMeta title={orderPageTitle(t('orders.order.title', { number: orderNumber(order.number) }), shopName)} noindex />
          <OrderView order={order} variant={variant} refetch={refetch} />
        </>
      )}
    </OrderScreenFrame>
  );
}
