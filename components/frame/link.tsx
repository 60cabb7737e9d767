import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * next/link without prefetching, for every link of the product. Each screen here is rendered
 * per request and none has a loading state, so a prefetch brings back an empty shell: on
 * /m/home that was some 40 requests after load (each link of the frame in view, twice), costing
 * a phone's data and main thread and saving nothing on the tap. A tap still navigates in the app.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
