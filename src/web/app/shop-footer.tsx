import { formatPhone } from '../../domain/format/format';
import { whatsappLink } from '../../domain/shop/shop-contact';
import type { ShellQuery } from '../graph/generated/shop-operations';
import { useT } from '../i18n/i18n-react';
import { Link } from '../router/router-react';
import { ConsentSettingsLink } from '../tracking/consent-banner';
import { FooterSubscribe } from './footer-subscribe';

type ShellShop = ShellQuery['shop'];

/** The shop's address, phone, WhatsApp chat and social pages, from its settings. */
function Contact({ shop }: { shop: ShellShop }) {
  const t = useT();
  const place = [shop.address, shop.city, shop.province].filter(Boolean).join(', ');
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact">{t('footer.contact')}</h2>
      <address>
        {place ? <>{place}<br /></> : null}
        <a href={`mailto:${shop.email}`}>{shop.email}</a><br />
        {shop.phone ? <><a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{formatPhone(shop.phone)}</a><br /></> : null}
      </address>
      {shop.whatsapp ? (
        <p>
          <a className="whatsapp-link" href={whatsappLink(shop.whatsapp, t('footer.whatsappGreeting', { shop: shop.name }))} rel="noopener noreferrer" target="_blank">
            {t('footer.whatsapp', { phone: formatPhone(shop.whatsapp) })}
          </a>
        </p>
      ) : null}
      {shop.socialLinks.length > 0 ? (
        <ul className="social-links" aria-label={t('footer.social')}>
          {shop.socialLinks.map((link) => (
            <li key={link.site}>
              <a href={link.url} rel="noopener noreferrer me" target="_blank" aria-label={t('footer.socialLink', { site: link.name, shop: shop.name })}>{link.name}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** How one can pay, as text marks drawn by the stylesheet (no logos are downloaded). */
function PaymentMarks({ marks }: { marks: ShellShop['paymentMarks'] }) {
  const t = useT();
  return (
    <section aria-labelledby="footer-payment">
      <h2 id="footer-payment">{t('footer.payment')}</h2>
      <ul className="payment-marks">
        {marks.banks.map((bank) => <li key={bank} className="payment-mark">{t('footer.payment.transfer', { bank })}</li>)}
        {marks.card ? <li className="payment-mark">{t('footer.payment.card')}</li> : null}
        {marks.wallet ? <li className="payment-mark">{t('footer.payment.wallet')}</li> : null}
        {marks.virtualAccount ? <li className="payment-mark">{t('footer.payment.virtualAccount')}</li> : null}
        {marks.qris ? <li className="payment-mark">QRIS</li> : null}
      </ul>
    </section>
  );
}

/** How orders travel: the couriers offered at checkout and pickup, as text marks like the ways to pay. */
function ShippingMarks({ marks }: { marks: ShellShop['shippingMarks'] }) {
  const t = useT();
  if (!marks.couriers.length && !marks.pickup) return null;
  return (
    <section aria-labelledby="footer-shipping">
      <h2 id="footer-shipping">{t('footer.shipping')}</h2>
      <ul className="payment-marks">
        {marks.couriers.map((courier) => <li key={courier} className="payment-mark">{courier}</li>)}
        {marks.pickup ? <li className="payment-mark">{t('footer.shipping.pickup')}</li> : null}
      </ul>
    </section>
  );
}

export function ShopFooter({ shop, year }: { shop: ShellShop | undefined; year: number }) {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="footer-columns">
        <section aria-labelledby="footer-pages">
          <h2 id="footer-pages">{t('footer.pages')}</h2>
          <ul>
            {shop?.pages.map((page) => (
              <li key={page.id}><Link to={{ name: 'page', params: { pageID: page.slug } }}>{page.title}</Link></li>
            ))}
            <li><Link to={{ name: 'blog' }}>{t('nav.blog')}</Link></li>
            <ConsentSettingsLink />
          </ul>
        </section>
        {shop ? <Contact shop={shop} /> : null}
        {shop ? <PaymentMarks marks={shop.paymentMarks} /> : null}
        {shop ? <ShippingMarks marks={shop.shippingMarks} /> : null}
        <FooterSubscribe />
      </div>
      <p className="copyright">{t('footer.copyright', { year, shop: shop?.name ?? '' })}</p>
    </footer>
  );
}
