import { pagePath } from '@shop/contracts/plain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Swiper as SwiperType } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { PopularProduct } from '@shop/contracts/plain';
import { ResponsiveImage } from '../../../components/responsive-image';
import { BidiText } from '../../../components/bidi-text';

const SLIDE_SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 38vw, 64vw';

/**
 * The spec's carousel: loop, 3 s autoplay that survives interaction, 1.5 / 2.5 / 4.5 slides. Moving content
 * needs a way to stop it (WCAG 2.2.2): a pause button, and no
 * autoplay at all for a shopper who asked the system for less motion.
 */
export default function PopularCarousel({ items }: { items: PopularProduct[] }) {
  const [swiper, setSwiper] = useState<SwiperType>();
  const [playing, setPlaying] = useState(true);
  const ready = (instance: SwiperType) => {
    setSwiper(instance);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      instance.autoplay.stop();
      setPlaying(false);
    }
  };
  const toggle = () => {
    if (playing) swiper?.autoplay.stop();
    else swiper?.autoplay.start();
    setPlaying(!playing);
  };
  return (
    <>
      <button type="button" className="text-button carousel-toggle" aria-pressed={!playing} onClick={toggle}>
        {playing ? 'توقف چرخش خودکار' : 'ادامه چرخش خودکار'}
      </button>
      <Swiper
        onSwiper={ready}
        dir="rtl"
        modules={[Autoplay, Navigation, Pagination]}
        loop={items.length > 4}
        autoplay={{ delay: 3000, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        navigation
        slidesPerView={1.5}
        spaceBetween={12}
        breakpoints={{
          640: { slidesPerView: 2.5, spaceBetween: 16 },
          1024: { slidesPerView: 4.5, spaceBetween: 20 },
        }}
        a11y={{ enabled: true }}
      >
        {items.map((item) => (
          <SwiperSlide key={item._id}>
            <article className="popular-card">
              <Link to={pagePath('product', { id: item._id })} tabIndex={-1} aria-hidden="true">
                <ResponsiveImage
                  file={item.image}
                  alt={item.title}
                  sizes={SLIDE_SIZES}
                  width={320}
                  height={320}
                />
              </Link>
              <h3 className="line-clamp-3" title={item.title}>
                <Link to={pagePath('product', { id: item._id })}>
                  <BidiText text={item.title} />
                </Link>
              </h3>
              <p className="line-clamp-2">{item.description}</p>
              <Link
                to={pagePath('product', { id: item._id })}
                className="text-link"
                aria-label={`مشاهده محصول ${item.title}`}
              >
                مشاهده محصول
              </Link>
            </article>
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}
