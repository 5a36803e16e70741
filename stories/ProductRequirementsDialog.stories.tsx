import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProductRequirement } from '@d2d/contract';
import { productRequirementState } from '@d2d/core';
import { ProductRequirementsDialog } from '@d2d/react';
import { fullPriceGame, saleGame } from '../packages/react/src/fixtures/products.js';

const base = (product: { id: number; title: string; uriSafeTitle?: string | null }, isRequired: boolean): ProductRequirement => ({
  id: product.id,
  title: product.title,
  uriSafeTitle: product.uriSafeTitle ?? null,
  thumbnailImage: null,
  isRequired,
});

const meta = {
  title: 'Dialogs/ProductRequirementsDialog',
  component: ProductRequirementsDialog,
  args: {
    open: true,
    title: 'Void Raiders',
    requirement: productRequirementState([base(saleGame, true)]),
    productHref: (p) => `#!/download-${p.uriSafeTitle ?? 'game'}/${p.id}`,
    onAddWithBase: () => {},
    onAddAnyway: () => {},
    onClose: () => {},
  },
} satisfies Meta<typeof ProductRequirementsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** single-required: the base game must come too. */
export const BaseGameRequired: Story = {};
/** single-not-required: the shopper may add the DLC anyway. */
export const BaseGameSuggested: Story = { args: { requirement: productRequirementState([base(saleGame, false)]) } };
/** multiple: any one of the listed bases will do. */
export const OneOfSeveralBases: Story = { args: { requirement: productRequirementState([base(saleGame, true), base(fullPriceGame, true)]) } };
