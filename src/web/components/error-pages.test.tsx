import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage } from './error-page';
import { NotFoundPage } from './not-found-page';
import { renderWithKit } from './testing/kit-test-utils';

describe('error pages', () => {
  it('says "Error 404!" with a way back home', () => {
    renderWithKit(<NotFoundPage />, { locale: 'ka' });
    expect(screen.getByRole('heading', { name: 'შეცდომა 404!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'მთავარ გვერდზე დაბრუნება' })).toHaveAttribute('href', '/');
  });

  it('reports an unexpected error with a way back home', () => {
    renderWithKit(<ErrorPage />);
    expect(screen.getByRole('heading', { name: 'An unexpected error occurred' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
