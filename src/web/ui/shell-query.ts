/**
 * Data every page's frame needs: the shop with its look, contact, currency and ways to pay, its
 * top-level categories and information pages. One query, shared by every page; money shown
 * anywhere reads the shop's currency from its answer (src/web/ui/shop-currency.ts).
 */
export const SHELL_QUERY = /* GraphQL */ `
  query Shell {
    shop {
      id name tagline email phone address city province whatsapp languages
      currency { code }
      brandColor accentColor font seoTitleSuffix seoDescription
      logo { id url(width: 200) width height }
      socialLinks { site name url }
      paymentMarks { banks card wallet virtualAccount qris }
      shippingMarks { couriers pickup }
      pages { id slug title path }
    }
    categories(first: 12) { edges { node { id slug name path } } }
  }
`;
