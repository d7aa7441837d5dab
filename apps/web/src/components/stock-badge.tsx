export function StockBadge({ stock }: { stock: number }) {
  const inStock = stock > 0;
  return (
    <span className={inStock ? 'badge badge-in' : 'badge badge-out'}>{inStock ? 'موجود' : 'ناموجود'}</span>
  );
}
