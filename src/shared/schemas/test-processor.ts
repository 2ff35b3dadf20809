import { z } from 'zod';
import { CardDetailsSchema } from './booking';

/*
 * The built-in test processor's own endpoints (R23): the payment page exchanges the card for a
 * token here, as Stripe.js does at Stripe, and passes or fails the 3-D Secure check here, as
 * Stripe's authentication page does. They answer only while the test processor takes payments.
 */

export const CreateTestTokenRequestSchema = z.object({ cardDetails: CardDetailsSchema });
export type CreateTestTokenRequest = z.input<typeof CreateTestTokenRequestSchema>;

export const TestTokenSchema = z.object({
  id: z.string(),
  card: z.object({
    brand: z.string(),
    last4: z.string().regex(/^\d{4}$/),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  }),
});
export type TestToken = z.infer<typeof TestTokenSchema>;

export const AuthenticateTestPaymentRequestSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  result: z.enum(['complete', 'fail']),
});
export type AuthenticateTestPaymentRequest = z.infer<typeof AuthenticateTestPaymentRequestSchema>;

export const AuthenticateTestPaymentResponseSchema = z.object({ status: z.enum(['authorized', 'failed']) });

/** Which processor the payment page talks to, and Stripe's publishable key when it is Stripe. */
export const PaymentConfigSchema = z.object({
  processor: z.enum(['test', 'stripe']),
  publishableKey: z.string().optional(),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;
