// Puts the still-available products of an earlier order back in the cart through the cart's
// public API, tells which lines could not go in (gone, sold out, less stock, a full cart),
// then opens the cart when anything went in.
import { useCallback } from 'react';
import { useCart } from '../../cart/use-cart';
import { useGraphClient } from '../../graph/graph-react';
import { useT } from '../../i18n/i18n-react';
import { useRouter } from '../../router/router-react';
import { useNotify } from '../../ui/feedback/notifications-react';
import { textRef } from '../../ui/feedback/notification-types';
import { REORDER_CART_QUERY } from './account-api';
import { planReorder, reorderCartLines, type ReorderProblem } from './reorder';
import type { AccountOrdersQuery, ReorderCartQuery } from '../../graph/generated/shop-operations';

type Order = NonNullable<AccountOrdersQuery['viewerOrders']>['edges'][number]['node'];

export const REORDER_TOAST_ID = 'account-reorder';

/** The lines that did not go into the cart, each with why; translated where the toast shows. */
export function ReorderProblems({ problems }: { problems: readonly ReorderProblem[] }) {
  const t = useT();
  return (
    <ul className="account-reorder-problems">
      {problems.map((problem, index) => (
        <li key={index}>
          {problem.kind === 'fewer'
            ? t('account.reorder.fewer', { name: problem.name, count: problem.count, wanted: problem.wanted })
            : t(`account.reorder.${problem.kind}`, { name: problem.name })}
        </li>
      ))}
    </ul>
  );
}

export function useReorder(): (order: Order) => Promise<void> {
  const client = useGraphClient();
  const cart = useCart();
  const router = useRouter();
  const { notify } = useNotify();

  return useCallback(async (order: Order) => {
    const data = await client.query<ReorderCartQuery>(REORDER_CART_QUERY, { lines: reorderCartLines(order.lines) });
    const plan = planReorder(order.lines, data.cart.lines);
    const problems: ReorderProblem[] = [...plan.problems];
    let added = 0;
    for (const { name, ...addition } of plan.additions) {
      if (cart.add(addition).ok) added += 1;
      else problems.push({ kind: 'cartFull', name });
    }
    const number = `#${order.number}`;
    // Keys, not finished text: the toast outlives this screen and its texts may still be loading.
    if (problems.length === 0) {
      notify({ id: REORDER_TOAST_ID, color: 'green', title: textRef('account.reorder.added', { number }) });
    } else {
      notify({
        id: REORDER_TOAST_ID,
        color: added > 0 ? 'yellow' : 'red',
        title: textRef(added > 0 ? 'account.reorder.partTitle' : 'account.reorder.noneTitle'),
        content: <ReorderProblems problems={problems} />,
        duration: 0,
      });
    }
    if (added > 0) await router.navigate({ name: 'cart' });
  }, [client, cart, router, notify]);
}
