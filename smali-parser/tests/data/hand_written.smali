#Hand-written smali: free layout, comments glued to tokens, directives in any order.
.class   public   Lhand;
.source "hand.smali"#no space before this comment
.field private static counter:J=0x10L
.super Ljava/lang/Object;   # .super may come after fields

.method public static main([Ljava/lang/String;)V
  .locals 0x3
	# tabs and odd spacing
	const/4 v0,-8
	const/16    v1 ,  'a'
	const v2, 1.5f
	const-wide v0, 2.0
	const-wide v0, -1.5f
	const/high16 v0, 1.0f
	const v0, true
	const/16 v0, 1000
	add-int/lit8 v0, v0, 'a'
	const/4 v0, 0x7t
	invoke-static { v0 , v1 }, Lhand;->two(II)V
	invoke-static/range {v0..v1}, Lhand;->two(II)V
	invoke-static/range {v0}, Lhand;->one(I)V
	invoke-static/range {}, Lhand;->none()V
	invoke-static {}, none()V   # no class: this one
	sget-wide v0, counter:J
	goto : spaced
	: spaced
	return-void#end
.end method

.method public static two(II)V
    .registers 2
    return-void
.end method

.method public static one(I)V
    .registers 1
    return-void
.end method

.method public static none()V
    .registers 0
    return-void
.end method

.method public abstract declared-synchronized bridge varargs strictfp empty([I)V
.end method
