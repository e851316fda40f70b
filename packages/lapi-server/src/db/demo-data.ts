import { catalogue, type ProductFamily, toCents } from '@helmsman/domain';
import type {
  doctors,
  flags,
  leads,
  messages,
  orderItems,
  orders,
  pendingOrders,
  products,
  subscriptions,
} from './schema.ts';

/**
 * The demo data every environment starts with. End-to-end tests, pact provider states, the README and
 * reviewers rely on these exact values: change them only together with their users.
 */
export const demo = {
  alex: {
    leadsId: 1001,
    prospectsId: 582731,
    email: 'alex@helmsman.test',
    password: 'Valhalla1',
    firstName: 'Alex',
    lastName: 'Berg',
    orders: { shipped: 100231, partiallyRefunded: 100232, declined: 100233 },
    subscriptions: { sleepGummies: 7001, skyGlp: 7002 },
    pendingOrder: { product: 'Sildenafil 50 mg', product_category: 'ed' },
  },
  sam: {
    leadsId: 1002,
    prospectsId: 582732,
    email: 'sam@helmsman.test',
    password: 'Valhalla2',
    firstName: 'Sam',
    lastName: 'Rivera',
    orders: { shipped: 100234 },
  },
  doctor: { id: 11, name: 'Dr. Maya Lindqvist, MD' },
  products: { sildenafil: 201, semaglutide: 301 },
} as const;

/** The category the customer area keys its icons on: biotin gummies are the hair line. */
export const categoryOfFamily: Record<ProductFamily, string> = {
  sleep: 'sleep',
  biotin: 'hair',
  immunity: 'immunity',
  bundle: 'bundle',
};

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const shopProducts: Row<typeof products>[] = catalogue.map((product) => ({
  productId: product.product_id,
  productName: product.product_name,
  priceCents: toCents(product.price),
  frequency: product.frequency,
  quantitySupported: product.quantity_supported,
  img: product.img,
  description: product.description,
  dose: product.dose,
  category: categoryOfFamily[product.family],
  kind: 'shop',
}));

const treatmentProducts: Row<typeof products>[] = [
  {
    productId: demo.products.sildenafil,
    productName: 'Sildenafil 50 mg',
    priceCents: 3000,
    frequency: 'MONTHLY',
    quantitySupported: false,
    img: '/images/treatment-ed.webp',
    description: 'The active ingredient of Viagra, prescribed after an online visit.',
    dose: 'One tablet about an hour before sex, at most once a day',
    category: 'ed',
    kind: 'treatment',
  },
  {
    productId: demo.products.semaglutide,
    productName: 'Semaglutide Weight Programme',
    priceCents: 29900,
    frequency: 'MONTHLY',
    quantitySupported: false,
    img: '/images/treatment-glp.webp',
    description: 'Weekly GLP-1 injections with monthly doctor check-ins and health tracking.',
    dose: 'One injection a week',
    category: 'SKY GLP',
    kind: 'treatment',
  },
];

export const demoProducts: readonly Row<typeof products>[] = [...shopProducts, ...treatmentProducts];

const productById = new Map(demoProducts.map((product) => [product.productId, product]));

function product(productId: number): Row<typeof products> {
  const found = productById.get(productId);
  if (!found) throw new Error(`Demo data refers to unknown product ${productId}`);
  return found;
}

export const demoDoctors: readonly Row<typeof doctors>[] = [
  { id: demo.doctor.id, firstName: 'Maya', lastName: 'Lindqvist', credentials: 'MD' },
];

const alexAddress = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};
const samAddress = { address: '88 Pike St', address2: '', city: 'Seattle', state: 'WA', zip: '98101' };

/** Without password hashes: the seed hashes `demo.*.password` (argon2 salts differ on every run). */
export const demoLeads: readonly Omit<Row<typeof leads>, 'passwordHash'>[] = [
  {
    id: demo.alex.leadsId,
    prospectsId: demo.alex.prospectsId,
    email: demo.alex.email,
    firstName: demo.alex.firstName,
    lastName: demo.alex.lastName,
    phone: '(512) 555-0142',
    ...alexAddress,
    country: 'US',
    createdAt: new Date('2026-01-15T10:00:00Z'),
  },
  {
    id: demo.sam.leadsId,
    prospectsId: demo.sam.prospectsId,
    email: demo.sam.email,
    firstName: demo.sam.firstName,
    lastName: demo.sam.lastName,
    phone: '(206) 555-0178',
    ...samAddress,
    country: 'US',
    createdAt: new Date('2026-03-02T09:30:00Z'),
  },
];

function shippedTo(address: typeof alexAddress) {
  return {
    shipAddress: address.address,
    shipAddress2: address.address2,
    shipCity: address.city,
    shipState: address.state,
    shipZip: address.zip,
    shipCountry: 'US',
  };
}

export const demoOrders: readonly Row<typeof orders>[] = [
  {
    orderNumber: demo.alex.orders.shipped,
    leadId: demo.alex.leadsId,
    status: 'Shipped',
    orderDate: '2026-08-14',
    totalCents: 4998,
    refundCents: 0,
    trackingNumber: '9400111899562834710231',
    ...shippedTo(alexAddress),
  },
  {
    orderNumber: demo.alex.orders.partiallyRefunded,
    leadId: demo.alex.leadsId,
    status: 'Partially Refunded',
    orderDate: '2026-09-03',
    totalCents: 6999,
    refundCents: 2499,
    trackingNumber: '9400111899562834710232',
    ...shippedTo(alexAddress),
  },
  {
    orderNumber: demo.alex.orders.declined,
    leadId: demo.alex.leadsId,
    status: 'Declined',
    orderDate: '2026-10-02',
    totalCents: 1750,
    refundCents: 0,
    trackingNumber: null,
    ...shippedTo(alexAddress),
  },
  {
    orderNumber: demo.sam.orders.shipped,
    leadId: demo.sam.leadsId,
    status: 'Shipped',
    orderDate: '2026-09-20',
    totalCents: 2499,
    refundCents: 0,
    trackingNumber: '9400111899562834710234',
    ...shippedTo(samAddress),
  },
];

/** An order line copies name, image, category and price from the product, as checkout does. */
function orderItem(id: number, orderNumber: number, productId: number): Row<typeof orderItems> {
  const { productName, img, category, priceCents } = product(productId);
  return { id, orderNumber, productId, productName, productImage: img, category, quantity: 1, priceCents };
}

export const demoOrderItems: readonly Row<typeof orderItems>[] = [
  orderItem(5001, demo.alex.orders.shipped, 40), // Sleep Gummies, one bottle
  orderItem(5002, demo.alex.orders.shipped, 35), // Immunity Gummies, one bottle
  orderItem(5003, demo.alex.orders.partiallyRefunded, 32), // Biotin Gummies, quarterly
  orderItem(5004, demo.alex.orders.partiallyRefunded, 40), // Sleep Gummies, one bottle: refunded
  orderItem(5005, demo.alex.orders.declined, 31), // Biotin Gummies, monthly: payment declined
  orderItem(5006, demo.sam.orders.shipped, 30), // Biotin Gummies, one bottle
];

export const demoFlags: readonly Row<typeof flags>[] = [
  {
    id: 1,
    leadId: demo.alex.leadsId,
    type: 'billing',
    label: 'Payment declined',
    ordersId: demo.alex.orders.declined,
  },
];

function subscription(
  id: number,
  leadId: number,
  productId: number,
  nextShipDate: string,
): Row<typeof subscriptions> {
  const { productName, category, frequency, priceCents } = product(productId);
  return {
    id,
    leadId,
    productId,
    productName,
    category,
    frequency,
    status: 'active',
    nextShipDate,
    priceCents,
  };
}

export const demoSubscriptions: readonly Row<typeof subscriptions>[] = [
  subscription(demo.alex.subscriptions.sleepGummies, demo.alex.leadsId, 41, '2026-11-14'),
  subscription(demo.alex.subscriptions.skyGlp, demo.alex.leadsId, demo.products.semaglutide, '2026-11-20'),
];

export const demoPendingOrders: readonly Row<typeof pendingOrders>[] = [
  {
    id: 8001,
    leadId: demo.alex.leadsId,
    product: demo.alex.pendingOrder.product,
    productCategory: demo.alex.pendingOrder.product_category,
    createdAt: new Date('2026-10-06T11:45:00Z'),
  },
];

function message(
  id: number,
  sender: 'patient' | 'doctor',
  sentAt: string,
  body: string,
  read: boolean,
): Row<typeof messages> {
  return {
    id,
    leadId: demo.alex.leadsId,
    doctorId: demo.doctor.id,
    sender,
    body,
    sentAt: new Date(sentAt),
    readAt: read ? new Date(Date.parse(sentAt) + 10 * 60_000) : null,
  };
}

/** The last doctor's message is unread, so the messages page has something new to show. */
export const demoMessages: readonly Row<typeof messages>[] = [
  message(
    9001,
    'patient',
    '2026-10-05T14:02:00Z',
    'Hi Dr. Lindqvist, I started the Sleep Gummies two weeks ago. Is it fine to take them with my evening blood-pressure tablet?',
    true,
  ),
  message(
    9002,
    'doctor',
    '2026-10-05T16:40:00Z',
    'Hi Alex, yes: melatonin and L-theanine do not interact with lisinopril. Take the gummies 30 minutes before bed and keep your usual schedule for the tablet.',
    true,
  ),
  message(
    9003,
    'patient',
    '2026-10-06T09:15:00Z',
    'Thanks! Can I also start Sildenafil while I take them?',
    true,
  ),
  message(
    9004,
    'doctor',
    '2026-10-06T11:30:00Z',
    'Yes, that combination is fine. Finish your online visit for Sildenafil and I will review it within one business day.',
    false,
  ),
];
