"use client";
/** A GOT CGS gold card's own picture: the shared card picture picker with the gold card's size. */
import { CardPicture, pictureSizeHint, type CardPictureProps } from "@/components/pictures/card-picture";

const GOLD_HINT = pictureSizeHint("Gold cards are", 125, 176);

export function GoldPicture(props: Omit<CardPictureProps, "sizeHint" | "labelId" | "inputTestId">) {
  return <CardPicture {...props} sizeHint={GOLD_HINT} labelId="gold-picture-label" inputTestId="gold-picture-input" />;
}
