import { useLingui } from '@lingui/react/macro';
import { MAX_ORDER_QUANTITY } from '@contracts/order-limits';

/** Props of QuantityStepper. */
export interface QuantityStepperProps {
  /** Product name, for the accessible names ('Increase quantity of <name>'). */
  name: string;
  /** The current whole quantity, 1 to MAX_ORDER_QUANTITY. */
  quantity: number;
  /** Called when − is pressed (only while quantity > 1). */
  onDecrease: () => void;
  /** Called when + is pressed (only while quantity < MAX_ORDER_QUANTITY). */
  onIncrease: () => void;
  /** The look of the surrounding page: 'quantity' (round, cart panel) or 'quantity-stepper' (boxed, checkout table). */
  className: 'quantity' | 'quantity-stepper';
  /** data-testid of the number (the checkout summary's 'quantity'); omitted where no test needs one. */
  testId?: string;
}

/**
 * The one quantity stepper of a cart line (docs/behaviour.md §4 "Cart line quantity", §5 "Cart quantity minimum 1"), used
 * by the cart panel and the checkout order summary: − and + buttons around the quantity. − is disabled at 1
 * and + at MAX_ORDER_QUANTITY (99, the checkout API's limit, docs/architecture/api.md), so both places stop at the same
 * bounds the cart reducer clamps to. A group named 'Quantity of <name>' holds native buttons named
 * 'Decrease quantity of <name>' / 'Increase quantity of <name>' (WCAG 4.1.2 name, role, value; 2.5.3 label in
 * name does not apply: the visible − and + are symbols) and an <output> that announces the new number
 * politely (WCAG 4.1.3 status messages).
 * @returns the stepper element; it renders no own state: the caller's cart is the source of the quantity
 */
export function QuantityStepper({ name, quantity, onDecrease, onIncrease, className, testId }: QuantityStepperProps) {
  const { t } = useLingui();
  const groupLabel = t`Quantity of ${name}`;
  return (
    <div className={className} role="group" aria-label={groupLabel}>
      <button type="button" aria-label={t`Decrease quantity of ${name}`} disabled={quantity <= 1} onClick={onDecrease}>
        −
      </button>
      <output aria-live="polite" aria-label={groupLabel} data-testid={testId}>
        {quantity}
      </output>
      <button type="button" aria-label={t`Increase quantity of ${name}`} disabled={quantity >= MAX_ORDER_QUANTITY} onClick={onIncrease}>
        +
      </button>
    </div>
  );
}
