import { describe, expect, it } from 'vitest';
import { withoutVariableValue } from './mask-variable-values.ts';

describe('withoutVariableValue', () => {
  it('drops the value graphql-js quotes, twice, keeping the path and the reason', () => {
    expect(
      withoutVariableValue(
        'Variable "$input" got invalid value 4242424242424242 at "input.ccnum"; String cannot represent a non string value: 4242424242424242',
      ),
    ).toBe(
      'Variable "$input" got an invalid value at "input.ccnum"; String cannot represent a non string value.',
    );
  });

  it('drops a whole input object quoted for a missing field', () => {
    const message =
      'Variable "$input" got invalid value { ccnum: "4242424242424242", cccvv: "123" }; Field "ccexp" of required type "String!" was not provided.';
    const safe = withoutVariableValue(message);
    expect(safe).toBe(
      'Variable "$input" got an invalid value; Field "ccexp" of required type "String!" was not provided.',
    );
    expect(safe).not.toContain('4242');
  });

  it('leaves messages without a value alone', () => {
    const message = 'Variable "$input" of required type "UpdatePaymentMethodInput!" was not provided.';
    expect(withoutVariableValue(message)).toBe(message);
  });
});
